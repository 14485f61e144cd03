import { startPostgres } from './tests/bench/lib/throwaway-postgres';
const pg = await startPostgres();
const url = await pg!.createDatabase(process.argv[2] ?? 'sv_exp');
console.log(url);
process.on('SIGTERM', () => { pg!.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
