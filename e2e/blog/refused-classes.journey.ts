import { rmSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { buildCopy, copyProject, writeFiles } from '../support/project-copy';
import { asEditorWrites, SAMPLE_CLASS_FIELDS } from '../../content/__fixtures__/course-class';
import { formatMoney } from '../../content/rules/class-price';

/**
 * What the build refuses of a class, in the real build of a copy (`npm run build`, as the host runs it after marketing
 * saves): figures that do not agree (CDC art. 52: the instalment the stated rate and due date cannot give), hours short
 * of the course's certificate, and a first day that is a holiday. Each stops the build with a message in Portuguese
 * naming the file, the field and the figures; the unit tests (content/course-classes.test.ts,
 * content/class-schedule.test.ts, content/rules/class-price.test.ts) hold every other refusal.
 */

const MECHANICS = 'formacao-mecanica-refrigeracao-ar-condicionado';
const FILE = `content/turmas/${MECHANICS}-2027-01-11.yaml`;

/** The shipped night class's price (the tests' sample class): 10 × R$ 199 at 0,95 %, the first 30 days after enrolment. */
const PRICE = SAMPLE_CLASS_FIELDS.price!;

/** The shipped night class of the mechanics course (240 hours), copied to 2027, as a student would see it dated. */
const NIGHT_2027 = {
  course: MECHANICS,
  startDate: '2027-01-11',
  startTime: '19:00',
  endTime: '22:00',
  // 80 Mondays, Wednesdays and Fridays of 3 hours after Carnaval, Good Friday, Tiradentes, Corpus Christi.
  endDate: '2027-07-12',
  weekdays: ['segunda', 'quarta', 'sexta'],
  shift: 'noite',
  places: 'aberta',
  price: PRICE,
};

const REFUSALS = [
  {
    name: 'R$ 199 at 0,95% a month with the first instalment at enrolment (the rate gives R$ 197,14)',
    data: {
      ...NIGHT_2027,
      price: { ...NIGHT_2027.price, instalments: { ...NIGHT_2027.price.instalments, firstDue: 'na matrícula' } },
    },
    message: [`Conteúdo inválido em ${FILE}`, 'price.instalments.value', formatMoney(197.14), formatMoney(199)],
  },
  {
    name: 'the night class ending on 2 July: 72 meetings (Carnaval, Good Friday and Tiradentes out), 216 hours against the certificate’s 240',
    data: { ...NIGHT_2027, endDate: '2027-07-02' },
    message: [`Conteúdo inválido em ${FILE}`, 'endDate', '216 horas', '240 horas'],
  },
  {
    name: 'a class starting on Tiradentes (21 April 2027, a Wednesday)',
    data: { ...NIGHT_2027, startDate: '2027-04-21', endDate: '2027-12-20' },
    message: [`Conteúdo inválido em ${FILE.replace('2027-01-11', '2027-04-21')}`, 'startDate', 'Tiradentes'],
  },
] as const;

test('a class whose figures disagree, whose hours fall short or that starts on a holiday does not build', async () => {
  test.setTimeout(420_000);
  const dir = copyProject();
  try {
    for (const refusal of REFUSALS) {
      await test.step(refusal.name, () => {
        const file = `content/turmas/${MECHANICS}-${refusal.data.startDate}.yaml`;
        writeFiles(dir, [[file, Buffer.from(asEditorWrites(refusal.data))]]);
        const build = buildCopy(dir);
        rmSync(`${dir}/${file}`);
        expect(build.ok, 'the build stops').toBe(false);
        // Next.js prints the error inside a quoted string: its own quotes come out escaped, so fields are matched bare.
        for (const words of refusal.message) expect(build.output).toContain(words);
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
