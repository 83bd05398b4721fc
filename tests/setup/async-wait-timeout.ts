import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait for what they look for; their timeout only detects a hang, and the
// default second is luck on a busy machine.
configure({ asyncUtilTimeout: 15_000 });
