/**
 * Loads a year's holiday notice into the database the server uses (DATABASE_URL or DATA_DIR):
 *   npm run calendar:load -- path/to/2027.json
 * The file has the shape of server/db/holidays/2026.json; loading a year again replaces it.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { holidayYearSchema, replaceHolidayYear } from '../server/modules/calendar/holiday-calendar';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run calendar:load -- <year.json>');
  process.exit(1);
}
const parsed = holidayYearSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
if (!parsed.success) {
  console.error(`${file} is not a holiday notice:\n${parsed.error.message}`);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, maxConnections: 1 }
    : { kind: 'pglite', dataDir: config.dataDir },
);
await replaceHolidayYear(database.db, parsed.data);
await database.close();
console.log(`Loaded ${parsed.data.days.length} days of ${parsed.data.year} into ${database.location}`);
