import { Box } from '@mui/material';
import { Outlet } from 'react-router';

/** No chrome at all: for content shown on its own (the /clear-content lesson views). */
export function ClearLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh' }}>
      <Outlet />
    </Box>
  );
}
