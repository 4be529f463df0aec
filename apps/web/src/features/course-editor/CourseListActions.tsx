import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReorderCoursesButton } from './ReorderCoursesButton';

/** The course list's authoring buttons (the list shows them to an admin only): reorder, and a new course. */
export default function CourseListActions() {
  const { t } = useTranslation();
  return (
    <>
      <ReorderCoursesButton />
      <Button component={Link} to="/course/create" variant="contained" startIcon={<AddIcon />}>
        {t('courses.newCourse')}
      </Button>
    </>
  );
}
