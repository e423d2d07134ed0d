import type { Db } from '../client';

/** Demo volunteer and NGO with the spec's sample dashboards (issue 4 fills this in). */
export async function seedDemoAccounts(_db: Db): Promise<void> {}
