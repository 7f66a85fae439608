import { libraryConfig } from '../../tools/vite/config.mts';

export default libraryConfig(import.meta.dirname, 'widgets');
