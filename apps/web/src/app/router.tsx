import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The app's routes in the browser's history (the server draws a first screen from the same routes). */
export const router = createBrowserRouter(routes);
