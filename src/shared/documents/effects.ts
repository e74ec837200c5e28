// Who honours each field of every settings document, and what a person sees change when it is
// published: one line per field (a records field: one line covering its records, or one line per
// record field as `name.field`). test/shared/documents/effects.test.ts checks that every field of
// every document in DOCUMENTS has exactly one line, that every named file exists, and that every
// `server` line names a test that publishes the document and observes the effect.
//
// - console: the console itself uses the value (or the page before login it serves from its own
//   build, /landing/<school>); `file` reads it.
// - server: the server's own behaviour changes; `module` honours it, `test` proves it.
// - apps: the apps (and the web portal) read it through the public read
//   (GET /api/public/config/:tenantCode/:key), the only reader in this repository; the screen's
//   preview face, where there is one, only imitates them.
// A field none of these can honour does not belong in a definition.
//
// One table beside the definitions rather than a file in each document's folder: it reads as one
// account of what the settings screens change, a reviewer sees at once which documents the server
// itself obeys, and it is a test's and a reader's file only (no screen imports it).
import { FAILURE_KINDS } from './appException/definition';

export type FieldEffect = ({ reader: 'console'; file: string } | { reader: 'server'; module: string; test: string } | { reader: 'apps' }) & {
  /** what a person sees change once a new value is published */
  seen: string;
  /** a records field's one line, speaking for the fields of its records */
  covers?: 'records';
};

const apps = (seen: string): FieldEffect => ({ reader: 'apps', seen });
const appsRecords = (seen: string): FieldEffect => ({ reader: 'apps', seen, covers: 'records' });
const consoleFile = (file: string, seen: string): FieldEffect => ({ reader: 'console', file, seen });
const consoleRecords = (file: string, seen: string): FieldEffect => ({ reader: 'console', file, seen, covers: 'records' });
const server = (module: string, test: string, seen: string): FieldEffect => ({ reader: 'server', module, test, seen });

const NOTICE = 'src/client/features/published/readContent.ts';
const APPEARANCE = 'src/client/features/published/readContent.ts';
const PRE_LOGIN = 'src/client/features/documents/preLogin/PreLoginView.tsx';
const CIRCLE = 'src/server/alumni/intake/circle.ts';
const CIRCLE_TEST = 'test/server/alumni/circleSettings.test.ts';
const NEWS = 'src/server/news/settings.ts';
const PEOPLE_MASKING = 'src/server/people/masking.ts';
const COLLECTION_MASKING = 'src/server/resources/masking.ts';
const SCORES = 'src/server/serviceScore/mechanism.ts';
const SCORES_TEST = 'test/server/serviceScore/score.test.ts';
const PHOTO_IMPORT = 'src/server/photos/config.ts';
const PHOTO_IMPORT_TEST = 'test/server/photoImport/endToEnd.test.ts';

const failurePage = (kind: string): Record<string, FieldEffect> => ({
  [`${kind}Title`]: apps(`the title of the app's "${kind}" failure page`),
  [`${kind}Message`]: apps(`the message of the app's "${kind}" failure page`),
  [`${kind}Image`]: apps(`the illustration of the app's "${kind}" failure page`),
  [`${kind}ButtonText`]: apps(`the button's words on the app's "${kind}" failure page`),
  [`${kind}ButtonAction`]: apps(`what that button does: retry, go back or call support`),
});

export const FIELD_EFFECTS: Record<string, Record<string, FieldEffect>> = {
  loginPrompt: {
    enabled: consoleFile(NOTICE, 'the notice appears above the console login page and in the notices section of the page before login'),
    title: consoleFile(NOTICE, "the notice's title there"),
    content: consoleFile(NOTICE, "the notice's text there (rich text kept to the allowlist)"),
    level: consoleFile(NOTICE, 'the notice is shown as information or as a warning'),
    startDate: consoleFile(NOTICE, 'the notice shows from this day'),
    endDate: consoleFile(NOTICE, 'the notice shows until this day'),
  },
  appearance: {
    platformName: consoleFile(APPEARANCE, "the name in the console's header, on its login page and on the page before login"),
    logo: consoleFile(APPEARANCE, "the logo in the console's header, on its login page and on the page before login (and its previews)"),
    primaryColor: consoleFile('src/client/features/published/usePublished.ts', "the console's main colour (header rule, sign-in button, page before login)"),
    loginBackground: consoleFile(APPEARANCE, "the picture behind the console's login card (shown by LoginForm.tsx)"),
    footerText: consoleFile(APPEARANCE, "the line at the foot of the console's login page (shown by LoginForm.tsx)"),
  },
  robotBasicInfo: {
    robotName: apps("the question-and-answer robot's name in the apps"),
    avatar: apps("the robot's picture in the apps"),
    greeting: apps('what the robot says first when a person opens it'),
    scenes: appsRecords('the question scenes the robot answers in (renamed, switched on or off)'),
  },
  alumniMoments: {
    open: server(CIRCLE, CIRCLE_TEST, 'closed: the apps’ posts, forwards and comments are refused with the reason CLOSED'),
    posterGroups: server(CIRCLE, CIRCLE_TEST, 'a person outside the groups cannot post (NOT_ALLOWED)'),
    reviewBeforeShow: server(CIRCLE, CIRCLE_TEST, 'posts are held until an administrator releases them on the moderation list'),
    maxImagesPerPost: server(CIRCLE, CIRCLE_TEST, 'a post with more pictures is refused (TOO_MANY_IMAGES)'),
    titles: appsRecords('the topic titles a person tags a post with in the alumni app'),
    tiles: appsRecords('the entry tiles at the top of the alumni moments page'),
  },
  alumniPact: {
    pactTitle: apps("the agreement's title shown before a person's first post"),
    body: apps("the agreement's text"),
    versionLabel: apps('the version a person accepts, recorded by the app'),
    effectiveDate: apps('the day the agreement applies from'),
    reacceptOnChange: apps('people are asked to accept again after a new version'),
  },
  appException: {
    ...Object.fromEntries(FAILURE_KINDS.flatMap((kind) => Object.entries(failurePage(kind)))),
    maintenanceEndsAt: apps('the expected return time on the maintenance page'),
    supportPhone: apps('the number the "call support" button dials'),
    showErrorCode: apps('the failure pages show the error code'),
  },
  appMessaging: {
    pushEnabled: apps('the app sends push notifications at all'),
    channels: appsRecords('which push channels are on, and their names in the app'),
    quietHoursEnabled: apps('pushes wait silently during quiet hours'),
    quietStart: apps('quiet hours begin'),
    quietEnd: apps('quiet hours end'),
    retentionDays: apps("how long messages stay in the app's inbox"),
    bannerEnabled: apps("the announcement banner on the app's message centre"),
    bannerText: apps("the banner's words"),
    bannerLink: apps('where the banner leads'),
    bannerStartDate: apps('the banner shows from this day'),
    bannerEndDate: apps('the banner shows until this day'),
  },
  appMyTab: {
    entries: appsRecords('the entries of the app\'s "My" tab, in order'),
    showAccountSecurity: apps('the account-security entry'),
    showFeedback: apps('the feedback entry'),
    aboutText: apps('the text of the About page'),
  },
  frameLayer: {
    tabs: appsRecords("the app's bottom tabs: names, icons, order, on or off"),
    defaultTab: apps('the tab the app opens on'),
    topBarStyle: apps("the top bar's style"),
    topBarTitle: apps("the top bar's title"),
    showScanButton: apps('the scan button in the top bar'),
    showUnreadBadge: apps('the unread count on the messages tab'),
  },
  generalSettings: {
    defaultLanguage: apps('the language the apps and the portal start in'),
    dateFormat: apps('how the apps and the portal write dates'),
    timeFormat: apps('how the apps and the portal write times'),
    timeZone: server(
      'src/server/time/tenantZone.ts',
      'test/server/time/tenantZone.test.ts',
      'every time the server writes (posts, the visit log, exports, photos) and every day a filter names (moderation, visit log, audit, people search, statistics) moves to the zone; the console shows every time in it too (src/client/lib/timeZone.ts)',
    ),
    sessionIdleMinutes: apps("an app or portal session idle this long ends (the console's own sessions are the console's)"),
    imageUploadMaxMb: server(
      'src/server/files/imageLimit.ts',
      'test/server/files/imageLimit.test.ts',
      'a larger picture is refused by every image upload (a slide, a logo, an icon), naming the limit; never above the 20 MB ceiling; the apps tell users the same limit',
    ),
    fileUploadMaxMb: apps('the largest attachment the apps and the portal take'),
    servicePhone: apps('the help desk phone users are pointed to'),
    serviceEmail: apps('the help desk e-mail'),
    serviceHours: apps("the help desk's hours"),
  },
  globalSwitches: {
    maintenanceEnabled: apps("the apps show /APPAbnormalCondition's maintenance page, the portal its own"),
    maintenanceStart: apps('maintenance begins'),
    maintenanceEnd: apps('maintenance ends'),
    maintenanceAdminsAllowed: apps('administrators may still sign in to the apps during maintenance'),
    watermarkEnabled: apps('a watermark over app and portal pages showing personal data'),
    watermarkContent: apps('what the watermark shows of the viewer'),
    watermarkExtraText: apps('extra words in the watermark'),
    greyModeEnabled: apps('the apps and the portal turn grey (mourning)'),
    greyModeScope: apps('the home page only, or every page'),
    greyModeStart: apps('grey from this day'),
    greyModeEnd: apps('grey until this day'),
    minAppVersion: apps('an older app asks to be updated before it runs'),
  },
  globalPlatform: {
    appName: apps("the app's name"),
    appShortName: apps("the app's short name"),
    icpFilingNumber: apps('the ICP filing number on the about page and the login foot'),
    policeFilingNumber: apps('the public security filing number there'),
    copyright: apps('the copyright line there'),
    privacyPolicyUrl: apps('the privacy policy link'),
    userAgreementUrl: apps('the user agreement link'),
    officialWebsiteUrl: apps('the official website link'),
  },
  serviceCenter: {
    layout: apps("the portal's service hall as a grid or a list"),
    columnsPerRow: apps('services per row'),
    showSearch: apps('the search box'),
    searchPlaceholder: apps('the words in the empty search box'),
    showRecentlyUsed: apps('the recently used section'),
    showFavourites: apps('the favourites section'),
    hotServicesCount: apps('how many hot services show'),
    openExternalInNewTab: apps('external services open in a new tab'),
    categories: appsRecords('the service categories shown, named and in order'),
  },
  personalCenter: {
    pageTitle: apps("the portal personal centre's title"),
    blocks: appsRecords('its blocks: names, order, on or off'),
    showEidEntry: apps('the e-ID card entry in its header'),
    showMessageCount: apps('the message count in its header'),
    showSettingsEntry: apps('the settings entry in its header'),
  },
  eIdGeneral: {
    enabled: apps('the electronic ID is offered at all'),
    codeType: apps('the cards show a QR code or a barcode'),
    offlineAllowed: apps('a card may be shown offline'),
    offlineHours: apps('for how long offline'),
    watermark: apps('the anti-screenshot watermark on cards'),
    watermarkText: apps("the watermark's words"),
    notice: apps('the notice under the card'),
  },
  eIdCard: {
    enabled: apps('people of this identity have a card'),
    cardTitle: apps("the card's title"),
    shownFields: apps('what the card shows of the person'),
    showPhoto: apps("the person's photo on the card"),
    background: apps("the card's background picture"),
    themeColor: apps("the card's colour"),
    refreshSeconds: apps('how often the code refreshes'),
    validityText: apps('the validity line on the card'),
  },
  personalFields: {
    selfEdit: apps('people may change their own fields in the app'),
    fields: appsRecords('which fields the app shows, which a person may change, which changes wait for review'),
    editNotice: apps('the notice above the edit form'),
  },
  preLoginPage: {
    enabled: apps('the apps open the page before login at all'),
    sections: consoleRecords(PRE_LOGIN, 'the sections of the page before login (/landing/<school>): titles, order, on or off'),
    accessWays: consoleFile(PRE_LOGIN, 'the sign-in buttons on that page'),
    bannerImage: consoleFile(PRE_LOGIN, "that page's banner picture"),
    welcomeText: consoleFile(PRE_LOGIN, "that page's welcome words"),
  },
  preLoginBottom: {
    links: consoleRecords(PRE_LOGIN, 'the links at the bottom of the page before login'),
    copyrightText: consoleFile(PRE_LOGIN, 'the copyright line there'),
    icpText: consoleFile(PRE_LOGIN, 'the ICP number there'),
    contactPhone: consoleFile(PRE_LOGIN, 'the contact phone there'),
    address: consoleFile(PRE_LOGIN, 'the address there'),
  },
  sensitiveInfo: {
    enabled: server(PEOPLE_MASKING, 'test/server/people/masking.test.ts', 'off: nothing is masked anywhere; on: the rules below hold'),
    'rules.field': server(COLLECTION_MASKING, 'test/server/resources/masking.test.ts', 'which personal value a rule masks: phone, ID number, e-mail or name'),
    'rules.identity': server(
      COLLECTION_MASKING,
      'test/server/resources/masking.test.ts',
      'the identity whose rows a rule masks (its own rule replaces the every-identity one)',
    ),
    'rules.pattern': server(PEOPLE_MASKING, 'test/server/people/masking.test.ts', 'how much of the value stays visible'),
    'rules.inList': server(
      COLLECTION_MASKING,
      'test/server/resources/masking.test.ts',
      'masked in the people lists, emergency records, alumni users, the people picker (login devices, covert users) and service-card previews',
    ),
    'rules.inDetail': server(COLLECTION_MASKING, 'test/server/resources/masking.test.ts', "masked in a person's detail and an emergency record's detail"),
    'rules.inExport': server(COLLECTION_MASKING, 'test/server/resources/masking.test.ts', 'masked in the people export and collection exports'),
    'rules.note': consoleFile('src/client/features/documents/DocumentScreen.tsx', "the administrators' note on the rule, on the screen"),
  },
  appService: {
    gridColumns: apps("the app's services tab: services per row"),
    showRecentlyUsed: apps('the recently used row'),
    recentCount: apps('how many recently used services'),
    showRatings: apps("services' ratings"),
    searchPlaceholder: apps('the words in the empty search box'),
    newsEnabled: server(
      NEWS,
      'test/server/news/newsSync.test.ts',
      'off: the public news read answers nothing (enabled: false) and no synchronisation runs by itself',
    ),
    newsTitle: apps("the news section's title in the app"),
    newsChannels: server(NEWS, 'test/server/news/newsSync.test.ts', "only these channels are synchronised into the app's news and read"),
    newsKeepDays: server(NEWS, 'test/server/news/newsSync.test.ts', 'only news within these days is synchronised and read'),
    newsPerPage: server(NEWS, 'test/server/documents/settingEffects.test.ts', "the app's news read answers pages of this many"),
    newsAutoSyncHours: server(NEWS, 'test/server/news/autoSync.test.ts', 'the news synchronises by itself this often (0: by hand only)'),
  },
  appPersonalLayout: {
    pageTitle: apps('the title of the app\'s "我的" page'),
    headerStyle: apps('its header shows a picture or a colour'),
    headerImage: apps("the header's picture"),
    headerColor: apps("the header's colour"),
    showAvatar: apps("the person's avatar"),
    showIdentity: apps("the person's identity"),
    showNumber: apps("the person's masked student or staff number"),
    groups: appsRecords('the groups of entries: titles, order, on or off'),
    entries: appsRecords('the entries in them and who sees them'),
    bottomItems: apps('the items at the bottom of the page'),
  },
  scoreMechanism: {
    ratingWeight: server(SCORES, SCORES_TEST, "the rating's share of every service's composite score on /serviceScore"),
    visitWeight: server(SCORES, SCORES_TEST, "the visits' share of the composite score"),
    favouriteWeight: server(SCORES, SCORES_TEST, "the favourites' share of the composite score"),
    minRatings: server(SCORES, SCORES_TEST, 'a service with fewer ratings shows "too few ratings" instead of a score'),
    visitWindowDays: server(SCORES, SCORES_TEST, 'the days of visits counted, and the visits column heading'),
  },
  photoConfig: {
    maxSizeKb: server(PHOTO_IMPORT, PHOTO_IMPORT_TEST, "a larger photo in a zip import is refused with its size in the import's errors"),
    minWidth: server(PHOTO_IMPORT, PHOTO_IMPORT_TEST, 'a narrower photo is refused with its size'),
    minHeight: server(PHOTO_IMPORT, PHOTO_IMPORT_TEST, 'a shorter photo is refused with its size'),
    formats: server(PHOTO_IMPORT, PHOTO_IMPORT_TEST, 'a photo of another format is refused, naming the formats allowed'),
  },
};
