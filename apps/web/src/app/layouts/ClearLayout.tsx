import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { RouteScheme } from '../../components/BlueScheme';
import { PageFocus } from '../../components/PageFocus';
import { MAIN_CONTENT_ID } from '../../components/page-start';

/** No chrome at all: for content shown on its own (the /clear-content lesson views, in blue). */
export default function ClearLayout() {
  return (
    <RouteScheme>
      <PageFocus />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ minHeight: '100vh', outline: 'none' }}>
        <Outlet />
      </Box>
    </RouteScheme>
  );
}
