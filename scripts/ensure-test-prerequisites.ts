/**
 * First step of `npm test`: installs what the browser tests and the PostgreSQL pass need from Debian's
 * packages when it may (root, or sudo without a password), else says in one line what to run and fails.
 * Does nothing, quickly, when everything is present.
 */
import { spawnSync } from 'node:child_process';
import { planPrerequisites, probeMachine } from './test-prerequisites';

const plan = planPrerequisites(probeMachine());
if (plan.failure) {
  console.error(plan.failure);
  process.exit(1);
}
for (const command of plan.commands) {
  console.log(`npm test: ${command.join(' ')}`);
  const [program = '', ...args] = command;
  const result = spawnSync(program, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(
      `npm test: \`${command.join(' ')}\` failed (${result.error?.message ?? `exit ${result.status}`}).`,
    );
    process.exit(1);
  }
}
const after = plan.commands.length > 0 ? planPrerequisites(probeMachine()) : plan;
if (after.failure || after.commands.length > 0) {
  console.error(
    after.failure ??
      `npm test: still missing after installing; run \`${after.commands.at(-1)?.join(' ')}\` yourself.`,
  );
  process.exit(1);
}
