import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first test loads its lazy chunks; on a loaded CI machine that alone has taken more than the default
// second of findBy* and waitFor (flaky failures in fresh-clone CI). Waiting longer never hides a wrong result: a
// query that can never succeed still fails, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
