// The module `LazyAlert` loads: Mantine's Alert alone, in a chunk of its own.
export { Alert } from '@mantine/core';
