export { fillPath } from '../contract-client.js';
