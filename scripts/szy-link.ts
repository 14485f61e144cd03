/**
 * Links a 深政易 user to an officer account in the database the server uses (DATABASE_URL or DATA_DIR):
 *   npm run szy:link -- <platformUserId> <officer phone>
 *   npm run szy:link -- --remove <platformUserId>
 * Until linked, that platform user is told the service is not enabled for them.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { linkSzyUser, unlinkSzyUser } from '../server/modules/szy-platform/szy-service';

const args = process.argv.slice(2);
const remove = args[0] === '--remove';
const [platformUserId, phone] = remove ? args.slice(1) : args;
if (!platformUserId || (!remove && !phone)) {
  console.error(
    'usage: npm run szy:link -- <platformUserId> <officer phone>\n       npm run szy:link -- --remove <platformUserId>',
  );
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, maxConnections: 1 }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  if (remove) {
    const removed = await unlinkSzyUser(database.db, platformUserId);
    console.log(removed ? `Removed the link of ${platformUserId}` : `${platformUserId} was not linked`);
  } else {
    await linkSzyUser(database.db, platformUserId, phone!);
    console.log(`Linked 深政易 user ${platformUserId} to the officer account ${phone}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
