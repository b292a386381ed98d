import { describe, expect, it } from 'vitest'
import {
  containsMarkup,
  decodeEntities,
  escapeHtml,
  plainTextToHtml,
  previewText,
  stripMarkup,
  truncateText,
} from '~/shared/markup'

describe('stripMarkup (news previews)', () => {
  it('keeps the words and separates blocks with spaces', () => {
    expect(stripMarkup('<p>Seats are <strong>open</strong>.</p><ul><li>Nursery</li><li>Class XI</li></ul>')).toBe(
      'Seats are open. Nursery Class XI',
    )
    expect(stripMarkup('Line one<br>line two')).toBe('Line one line two')
  })

  it('drops scripts, styles and comments with their contents', () => {
    expect(stripMarkup('<p>Hello</p><script>alert("x")</script><style>p{color:red}</style><!-- note -->world')).toBe(
      'Hello world',
    )
  })

  it('decodes entities after removing tags, so escaped tags stay text', () => {
    expect(stripMarkup('<p>Fish &amp; chips &lt;b&gt; &#8377;500 &#x2013; &rsquo;</p>')).toBe(
      'Fish & chips <b> \u20b9500 \u2013 \u2019',
    )
  })

  it('removes a tag left open at the end', () => {
    expect(stripMarkup('Results are out <a href="/news')).toBe('Results are out')
  })

  it('leaves plain text as it is, with whitespace collapsed', () => {
    expect(stripMarkup('  Sports day\n\n  on Friday  ')).toBe('Sports day on Friday')
  })
})

describe('decodeEntities', () => {
  it('keeps unknown or invalid references', () => {
    expect(decodeEntities('&unknown; &#0; &#xZZ;')).toBe('&unknown; &#0; &#xZZ;')
  })
})

describe('truncateText and previewText', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncateText('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox\u2026')
    expect(truncateText('Short', 20)).toBe('Short')
  })

  it('previews markup as plain text of bounded length', () => {
    const preview = previewText(`<p>${'word '.repeat(200)}</p>`, 100)
    expect(preview.length).toBeLessThanOrEqual(100)
    expect(preview).not.toContain('<')
    expect(preview.endsWith('\u2026')).toBe(true)
  })
})

describe('plain text typed by staff', () => {
  it('tells markup from plain text', () => {
    expect(containsMarkup('<p>Hi</p>')).toBe(true)
    expect(containsMarkup('Marks < 40 and > 10')).toBe(false)
  })

  it('turns blank-line paragraphs into <p> and escapes everything', () => {
    expect(plainTextToHtml('First line\nsecond line\n\n\nNext <para> & "more"')).toBe(
      '<p>First line<br>second line</p><p>Next &lt;para&gt; &amp; &quot;more&quot;</p>',
    )
    expect(escapeHtml(`<img src=x onerror='y'>`)).toBe('&lt;img src=x onerror=&#39;y&#39;&gt;')
  })
})
