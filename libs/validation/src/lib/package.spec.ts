import path from 'node:path';
import { describePackageBoundaries } from '../../../../tools/jest/package-hygiene.js';

describePackageBoundaries(path.resolve(__dirname, '../..'));
