/** Settings and the maintenance switch. Other modules import only this file. */

export { isMaintenanceOn, maintenanceStatus, setMaintenance } from './maintenance.js';
export { settingsRoutes } from './routes.js';
