// The one Drizzle schema, assembled from the tables each module owns: drizzle-kit reads this file,
// and the database client is typed by it. Schema files import only db/ and earlier modules' schemas.
export * from '../../modules/accounts/schema';
export * from '../../modules/apps/schema';
export * from '../../modules/media/schema';
export * from '../../modules/members/schema';
export * from '../../modules/members/auth-schema';
export * from '../../modules/members/subscriber-schema';
export * from '../../modules/commerce/schema';
export * from '../../modules/pages/schema';
export * from '../../modules/pages/overlay-schema';
export * from '../../modules/pages/translation-schema';
export * from '../../modules/progress/schema';
export * from '../../modules/forms/schema';
export * from '../../modules/programs/schema';
export * from '../../modules/schedule/schema';
export * from '../../modules/events/schema';
export * from '../../modules/packs/schema';
export * from '../../modules/workouts/schema';
export * from '../../modules/messaging/schema';
export * from '../../modules/notifications/schema';
export * from '../../integrations/mail/schema';
export * from '../../integrations/payments/schema';
export * from '../../modules/activity/schema';
export * from '../../jobs/schema';
