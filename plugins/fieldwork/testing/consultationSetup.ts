/**
 * Test setup of a distributed consultation: consult's own testing helper (plugins/consult/testing/),
 * which tests and testing helpers of other plugins may import (eslint.config.js boundaries).
 */
export * from '../../consult/testing/consultationSetup';
