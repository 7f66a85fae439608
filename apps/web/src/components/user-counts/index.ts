export { UserCounts, type UserCountsProps, type UserCountValues } from './user-counts';
