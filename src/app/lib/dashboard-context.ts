/**
 * What the dashboard's frame offers the pages inside it (React Router's outlet context). Here,
 * not in the dashboard feature, so the pages it hosts (projects, home) need not import it back.
 */
export interface DashboardContext {
  openNewProject: () => void
  openLearningCenter: () => void
}
