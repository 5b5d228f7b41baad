export * from './auth.ts';
export * from './colleges.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './health.ts';
export * from './messages.ts';
export * from './roles.ts';
export * from './students.ts';
