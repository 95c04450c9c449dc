import { preferJitlessZod } from '@/lib/security/zod-jitless';
import { rememberAppLaunch } from '@/services/app-launch';

// Runs before the page's modules, so before any zod schema is built.
preferJitlessZod();

// The address the brand app opened the webview at may carry its launch parameters: read them
// before the page hydrates, so a tap on a link before then cannot lose them.
rememberAppLaunch(window.location.search);
