// News markup against a list of XSS payloads (after the OWASP filter evasion cheat sheet): through the real
// news.create procedure and database, nothing that can run script survives, and ordinary formatting does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { sanitizeNewsHtml } from '~/server/content/sanitize'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'

const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="java\nscript:alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example/">protocol relative</a>',
  '<p onclick="alert(1)" onmouseover="alert(2)">hover</p>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<body onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="width: expression(alert(1))">x</div>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '"><script>alert(1)</script>',
  '<<SCRIPT>alert(1);//<</SCRIPT>',
  '<img """><script>alert(1)</script>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<a href="https://example.org" onclick="alert(1)">ok link</a>',
  '<img src="https://example.org/a.png" onload="alert(1)" alt="a">',
]

// What an attacker would need to survive: an executable tag, a handler attribute, or a script URL in any attribute.
const dangerous = [
  /<\s*(script|iframe|object|embed|svg|math|form|input|button|meta|link|base|style|body|details|video|source|template|noscript)\b/i,
  /\son[a-z]+\s*=/i,
  /(href|src|action|data|background|formaction)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
  /\sstyle\s*=/i,
  /\ssrcdoc\s*=/i,
  /href\s*=\s*["']?\/\//i,
]

function expectHarmless(html: string) {
  for (const pattern of dangerous) expect(html, `matched ${pattern}`).not.toMatch(pattern)
}

describe('sanitizeNewsHtml against XSS payloads', () => {
  it.each(payloads)('%s', (payload) => {
    expectHarmless(sanitizeNewsHtml(payload))
    // Wrapped in ordinary content too, where a parser may treat it differently.
    expectHarmless(sanitizeNewsHtml(`<p>News</p>${payload}<p>more</p>`))
  })

  it('keeps ordinary formatting, safe links and site images', () => {
    const html =
      '<h2>Results</h2><p>We are <strong>proud</strong> of <em>everyone</em>.</p><ul><li>One</li></ul>' +
      '<p><a href="/gallery">Gallery</a> <a href="https://nbse.nagaland.gov.in">NBSE</a> <a href="mailto:office@example.org">Mail</a></p>' +
      '<img src="/files/website-images/planting-activity.png" alt="Planting">'
    expect(sanitizeNewsHtml(html)).toBe(
      '<h2>Results</h2><p>We are <strong>proud</strong> of <em>everyone</em>.</p><ul><li>One</li></ul>' +
        '<p><a href="/gallery">Gallery</a> <a href="https://nbse.nagaland.gov.in" rel="noopener noreferrer nofollow">NBSE</a> <a href="mailto:office@example.org">Mail</a></p>' +
        '<img src="/files/website-images/planting-activity.png" alt="Planting" />',
    )
  })
})

describe('sanitizeNewsHtml and image sources', () => {
  it('keeps our files and the image hosts the page policy allows, and drops images it would block', () => {
    const kept = [
      '/files/news/a.png',
      'https://utfs.io/f/abc.png',
      'https://abc123.ufs.sh/f/x.png',
      'https://i.ytimg.com/vi/x/hq.jpg',
    ]
    for (const src of kept)
      expect(sanitizeNewsHtml(`<p>a</p><img src="${src}" alt="x">`), src).toBe(`<p>a</p><img src="${src}" alt="x" />`)
    const dropped = [
      'https://example.org/a.png',
      '//example.org/a.png',
      'http://utfs.io/f/abc.png',
      'https://ufs.sh.example.org/x.png',
      'https://evilufs.sh/x.png',
    ]
    for (const src of dropped) expect(sanitizeNewsHtml(`<p>a</p><img src="${src}" alt="x">`), src).toBe('<p>a</p>')
  })
})

const testDb = await useAccountsDatabase()
afterAll(() => testDb.drop())

describe('news.create stores only harmless markup', () => {
  let teacher: SessionUser
  beforeAll(async () => {
    teacher = await makeUser(testDb.db, { role: 'teacher' })
  })

  it('for every payload, whether it is accepted or refused as empty', async () => {
    const { caller } = callerFor(teacher)
    for (const payload of payloads) {
      try {
        const { id } = await caller.news.create({
          title: 'Payload',
          content: `<p>Note</p>${payload}`,
          imageUrl: '',
          isFeatured: false,
        })
        const stored = await testDb.db.news.findUniqueOrThrow({ where: { id } })
        expectHarmless(stored.content)
        expectHarmless((await caller.news.byId({ id })).content)
      } catch (error) {
        expect((error as Error).message).toMatch(/^Content is required/)
      }
    }
  })
})
