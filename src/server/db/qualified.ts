import { getTableName, sql, type Column } from 'drizzle-orm';

/**
 * A column named with its table ("connection_requests"."id"). Drizzle leaves the table out of a
 * one-table select list, and inside a correlated subquery an unqualified name could bind to the
 * inner table: the partnership rules, a listing's fill and the volunteer's weekly sessions need
 * their outer tables named.
 */
export const qualified = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
