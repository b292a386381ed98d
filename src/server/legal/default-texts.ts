// Server-only: the first version of the privacy notice and the terms of use, written for this school from
// app.config.ts. They become version 1 in the database the first time a page asks for them; from then on the admin
// edits them (/admin/privacy-and-terms) and every save is a new version (src/server/legal/documents.ts).
import { dataProtection, limits, school } from '#app-config'
import { escapeHtml } from '~/shared/markup'

const officer = dataProtection.grievanceOfficer
const e = escapeHtml
const mail = (address: string) => `<a href="mailto:${e(address)}">${e(address)}</a>`
const phone = (number: string) => `<a href="tel:${e(number.replace(/\s+/g, ''))}">${e(number)}</a>`
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
const address = `${school.address.line1}, ${school.address.city}, ${school.address.state} ${school.address.postalCode}`

export function defaultPrivacyNotice(): string {
  return [
    `<p>This notice explains, in plain words, what ${e(school.name)} ("the school", "we") does with the personal data of the children and families who apply to us, study with us or use this website, as India's Digital Personal Data Protection Act, 2023 asks. Most of the people whose data we hold are children, so we ask a parent or guardian to consent for them and we take particular care.</p>`,
    '<h2>What we collect</h2>',
    '<h3>When you apply for admission</h3>',
    list([
      "The student's name, date of birth, gender, the class applied for and, for Classes XI and XII, the stream.",
      "The parents' names and occupations, your address, phone number and e-mail address.",
      'The previous school and class, and anything you tell us in "Additional information" (for example a medical need).',
      "Copies of documents: the birth certificate, the child's Aadhaar card, the last mark sheet and a photograph of the child.",
    ]),
    '<h3>When a child studies here</h3>',
    list([
      'The student record: class, section, roll number, guardians and their contact details.',
      'Fees: what is due, what was paid, receipts, concessions and their reasons.',
      'Photographs of school events, which may show children (see "Photographs" below).',
    ]),
    '<h3>When you use this website</h3>',
    list([
      'If you sign in: your e-mail or school ID, a hash of your password (never the password itself), your sessions and the device and address each one signed in from.',
      'Nothing else: we run no advertising or tracking and we sell nothing to anyone.',
    ]),
    '<h2>Why we collect it</h2>',
    list([
      'To decide on an application and to tell you the decision (the documents prove the age and identity the rules for each class require).',
      "To teach, look after and report on each child, and to keep in touch with the child's guardians.",
      'To charge and receive fees and to keep the accounts the law requires.',
      'To keep the website and the accounts on it secure.',
    ]),
    "<p>We do not use children's data to track them or to show them advertising, and we take no decision about a child by a computer alone.</p>",
    '<h2>Who sees it</h2>',
    list([
      'Applications and their documents: the admissions team and the school administrators only. The documents are stored privately and never published on the website.',
      "A student's record: the school administrators, the child's teachers for what they need to teach, the cashier for fees, and the child's own guardians when they sign in.",
      'Our service providers, only to run the website for us: the hosting and storage of the site and e-mail delivery. They may not use the data for anything else.',
      'Public authorities, only when the law requires it (for example the Board for examination registration).',
    ]),
    '<h2>How long we keep it</h2>',
    list([
      `Documents of applicants who were not admitted are deleted ${dataProtection.unadmittedDocumentsMonths} months after the academic session they applied for starts. An administrator reviews the list of documents due for deletion and deletes them.`,
      "Application details and documents of admitted students become part of the student's record.",
      `Student records are kept while the child studies here and afterwards as long as the school must keep them to issue transfer certificates and confirm past results. Fee receipts and accounts are kept for ${dataProtection.accountsYears} years, as accounting law requires.`,
      'Signed-in sessions end after 30 days without use or when you sign out; the record of sign-ins is kept for security for a limited time.',
    ]),
    '<h2>Photographs</h2>',
    `<p>We publish photographs of school events in the gallery and the news. We never put a child's name beside a photograph of them without the guardian's permission. If you do not want photographs of your child published, or want one removed, write to the grievance officer below and we will remove it.</p>`,
    '<h2>Your rights, and how to use them</h2>',
    `<p>A parent or guardian may ask, for themselves and for their child:</p>`,
    list([
      'for a copy of the personal data we hold and a summary of what we do with it;',
      'for a correction or completion of anything that is wrong or out of date;',
      'for the deletion of data we no longer need, and to withdraw a consent given (this does not undo what was lawfully done before; an application cannot be considered without its documents);',
      'to nominate another person to exercise these rights if you are unable to;',
      'to complain to us and, if you are not satisfied with our answer, to the Data Protection Board of India.',
    ]),
    `<p>Write to our grievance officer, ${e(officer.name)} (${e(officer.role)}), at ${mail(officer.email)}, call ${phone(officer.phone)}, or visit the school office at ${e(address)}. We will confirm who you are (so that nobody else receives your child's data) and answer within ${dataProtection.responseDays} days.</p>`,
    '<h2>Cookies</h2>',
    '<p>This website sets one cookie, and only when you sign in: the session cookie (named "__Host-session", or "session" on a test server), which keeps you signed in. It holds a random token and nothing about you, and it is removed when you sign out. We use no advertising, analytics or third-party cookies.</p>',
    `<p>Your browser also keeps three small settings on your own device, which are never sent to us: the colour theme you chose (light, dark or as your device), and, until you close the browser, whether you closed the announcement banner and whether you have seen the opening animation of the home page. Videos in the gallery that come from YouTube play through its privacy-enhanced player, which sets no cookies until you start a video.</p>`,
    '<h2>Changes to this notice</h2>',
    `<p>Each change is published here as a new version with its date. The admission form asks for consent to the version shown at the time, and the school keeps which version each guardian agreed to. Questions about this notice: ${mail(officer.email)}.</p>`,
  ].join('\n')
}

export function defaultTermsOfUse(): string {
  return [
    `<p>These terms apply to the website of ${e(school.name)}, ${e(address)}. By using it you accept them; if you do not, please do not use the website.</p>`,
    '<h2>Using the website</h2>',
    list([
      'The public pages (news, events, notices, the calendar, the gallery and the admission information) are free for anyone to read and share with a link.',
      'Please do not copy the photographs of our students for any other purpose, and do not try to get into areas or data you have not been given access to.',
      'The feeds (calendar and news) may be used in your own calendar or reader and on sites that link back to us.',
    ]),
    '<h2>Accounts</h2>',
    list([
      'Accounts are created only by the school. Keep your password to yourself and tell the office at once if you think someone else has used your account.',
      "You may see and change only what your account allows: a guardian sees their own children's pages, staff see what their role needs.",
      'The school may suspend an account that is misused.',
    ]),
    '<h2>Applying online</h2>',
    list([
      'The information and documents you send with an application must be true and complete: false information may lead to the cancellation of the application or the admission.',
      `There is no application fee. An application is not an admission: the school decides on each one and replies within ${e(limits.admissionsReplyTime)}. Admission is confirmed only when the fees are paid within the time the school gives.`,
      'The privacy notice explains what happens to the data in an application.',
    ]),
    '<h2>Fees paid through the website</h2>',
    "<p>Amounts and receipts shown in the fee portal are those in the school's accounts. If something looks wrong, contact the school office before paying; a receipt is valid only as issued by the school.</p>",
    '<h2>Content</h2>',
    list([
      "Notices, dates and events are published in good faith and may change; the school's own circulars and the office are the final word.",
      'Links to other sites are given for convenience; the school is not responsible for their content.',
    ]),
    '<h2>Changes and contact</h2>',
    `<p>The school may change these terms; each change is published here as a new version with its date. Questions: ${mail(school.email)} or ${phone(school.phones[0])}. These terms are governed by the laws of India, and the courts of ${e(school.address.city)}, ${e(school.address.state)} have jurisdiction.</p>`,
  ].join('\n')
}
