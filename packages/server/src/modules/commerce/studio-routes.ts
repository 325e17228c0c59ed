export function registerCommerceStudioRoutes(_scope: unknown) {}
