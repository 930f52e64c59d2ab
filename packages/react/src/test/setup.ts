import { configure } from '@testing-library/react';

// Views load on demand and the suite runs beside the browser stage on two cores: a first import can outlast
// Testing Library's default second, so its queries and waitFor wait up to 5 s (a passing test is not slower).
configure({ asyncUtilTimeout: 5_000 });
