// The one Drizzle schema: drizzle-kit reads this file, and the database client is typed by it.
export * from './accounts';
export * from './apps';
export * from './pages';
export * from './members';
export * from './auth';
export * from './mail';
export * from './subscribers';
export * from './progress';
export * from './overlays';
export * from './translations';
export * from './media';
