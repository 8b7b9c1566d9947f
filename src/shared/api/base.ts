/** Where the API lives on the app's own host; the server mounts its routes here. No imports: the login page's chunk uses it. */
export const API_BASE = '/api/v1'
