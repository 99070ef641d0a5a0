// The release this build is (the root package's version, set by vite.config.ts's define); 'development' where no
// build set it (the component tests).
declare const __SPECPULSE_RELEASE__: string | undefined;

export const release = typeof __SPECPULSE_RELEASE__ === 'string' ? __SPECPULSE_RELEASE__ : 'development';
