import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMoodleXml, writeMoodleXml } from './moodle-xml.ts';
import { MORE_THAN_FOUR, QuestionFileError } from './types.ts';
import { questionArbitrary, toCells } from './test-support.ts';

const quiz = (...questions: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join('\n')}\n</quiz>\n`;
const answer = (fraction: number, text: string, feedback = '') =>
  `<answer fraction="${fraction}" format="html"><text>${text}</text><feedback format="html"><text>${feedback}</text></feedback></answer>`;
const multichoice = (body: string, extra = '<single>true</single>') =>
  `<question type="multichoice"><name><text>Capitals</text></name>${body}<defaultgrade>2.0000000</defaultgrade>${extra}</question>`;

const refusal = (content: string) => {
  try {
    parseMoodleXml(content);
  } catch (error) {
    if (error instanceof QuestionFileError) return error.detail;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('Moodle XML', () => {
  it('reads single-answer multiple choice: CDATA, HTML entities, name, general and answer feedback, marks', () => {
    const items = parseMoodleXml(
      quiz(
        '<question type="category"><category><text>$course$/top/Geography</text></category></question>',
        multichoice(
          '<questiontext format="html"><text><![CDATA[<p>What is the capital of <strong>France</strong> &amp; its caf&eacute;s &#8212; &lt;really&gt;?</p>]]></text></questiontext>' +
            '<generalfeedback format="html"><text>&lt;p&gt;Paris has been the capital since 987.&lt;/p&gt;</text></generalfeedback>' +
            answer(0, 'Lyon') +
            answer(100, '<![CDATA[<p>Paris</p>]]>', 'Yes &amp; well done') +
            answer(0, 'Marseille', 'That is a port') +
            answer(0, 'Nice'),
        ),
      ),
    );
    expect(items).toEqual([
      {
        kind: 'question',
        at: 2,
        location: 'question element 2',
        warnings: [],
        cells: {
          question_text: 'What is the capital of France & its cafés — <really>?',
          option_a: 'Lyon',
          option_b: 'Paris',
          option_c: 'Marseille',
          option_d: 'Nice',
          correct_answer: 'b',
          marks: '2.0000000',
          explanation:
            'Capitals\n\nParis has been the capital since 987.\n\nb) Paris: Yes & well done\nc) Marseille: That is a port',
        },
      },
    ]);
  });

  it('strips @@PLUGINFILE@@ images and reports each one', () => {
    const [item] = parseMoodleXml(
      quiz(
        multichoice(
          '<questiontext format="html"><text><![CDATA[<p>Which flag is this? <img src="@@PLUGINFILE@@/flag%20fr.png" alt="a flag"></p>]]></text>' +
            '<file name="flag fr.png" path="/" encoding="base64">iVBORw0KGgo=</file></questiontext>' +
            answer(100, 'France') +
            answer(0, 'Italy') +
            answer(0, 'Chad') +
            answer(0, 'Peru'),
        ),
      ),
    );
    expect(item).toMatchObject({
      kind: 'question',
      cells: { question_text: 'Which flag is this? a flag' },
      warnings: ['The image flag fr.png was left out: Vidya questions are text only.'],
    });
  });

  it('maps true/false to two options and reports every other type with its reason', () => {
    const typed = (type: string, name: string) =>
      `<question type="${type}"><name><text>${name}</text></name><questiontext format="html"><text>Text of ${name}</text></questiontext></question>`;
    const items = parseMoodleXml(
      quiz(
        `<question type="truefalse"><name><text>TF</text></name><questiontext format="moodle_auto_format"><text>The sun rises in the east.</text></questiontext>${answer(100, 'true')}${answer(0, 'false')}</question>`,
        typed('shortanswer', 'Short'),
        typed('numerical', 'Number'),
        typed('matching', 'Match'),
        typed('essay', 'Essay'),
        typed('multianswer', 'Cloze'),
        typed('description', 'Intro'),
        typed('ddwtos', 'Drag'),
        multichoice(
          `<questiontext format="html"><text>Pick two</text></questiontext>${answer(50, 'a')}${answer(50, 'b')}${answer(-100, 'c')}${answer(-100, 'd')}`,
          '<single>false</single>',
        ),
        multichoice(
          `<questiontext format="html"><text>Partial</text></questiontext>${answer(100, 'a')}${answer(50, 'b')}${answer(0, 'c')}${answer(0, 'd')}`,
        ),
        multichoice(
          `<questiontext format="html"><text>Five</text></questiontext>${answer(100, 'a')}${answer(0, 'b')}${answer(0, 'c')}${answer(0, 'd')}${answer(0, 'e')}`,
        ),
      ),
    );
    expect(
      items.map((item) => (item.kind === 'unsupported' ? [item.location, item.name, item.reason] : item)),
    ).toEqual([
      expect.objectContaining({
        kind: 'question',
        cells: expect.objectContaining({
          question_text: 'The sun rises in the east.',
          option_a: 'True',
          option_b: 'False',
          option_c: '',
          correct_answer: 'a',
        }),
      }),
      ['question element 2', 'Short', 'short answer questions are not supported'],
      ['question element 3', 'Number', 'numerical questions are not supported'],
      ['question element 4', 'Match', 'matching questions are not supported'],
      ['question element 5', 'Essay', 'essay questions are not supported'],
      ['question element 6', 'Cloze', 'cloze (embedded answers) questions are not supported'],
      [
        'question element 7',
        'Intro',
        'descriptions (text with no answers) are not questions and are not imported',
      ],
      ['question element 8', 'Drag', 'drag and drop questions are not supported'],
      [
        'question element 9',
        'Capitals',
        'multiple-answer questions (several right answers sharing the marks) are not supported',
      ],
      ['question element 10', 'Capitals', 'answers with partial credit or penalties are not supported'],
      ['question element 11', 'Capitals', MORE_THAN_FOUR],
    ]);
  });

  it('refuses a DOCTYPE and entity declarations without expanding them (XXE, billion laughs)', () => {
    const xxe =
      '<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<quiz><question type="multichoice"><questiontext><text>&secret;</text></questiontext></question></quiz>';
    expect(refusal(xxe)).toContain('declares a DOCTYPE or entities');
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><quiz>&lol2;</quiz>';
    expect(refusal(laughs)).toContain('refused for safety');
  });

  it('refuses another declared encoding, a malformed file (with its line) and a file that is not a quiz', () => {
    expect(refusal('<?xml version="1.0" encoding="ISO-8859-1"?><quiz></quiz>')).toContain(
      'encoded as ISO-8859-1',
    );
    expect(
      refusal(
        '<?xml version="1.0"?>\n<quiz>\n<question type="multichoice">\n<name><text>x</name>\n</question>\n</quiz>',
      ),
    ).toMatch(/malformed at line 4, column \d+/);
    expect(refusal('<?xml version="1.0"?><html><body/></html>')).toContain('root element must be <quiz>');
    const deep = `<quiz>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</quiz>`;
    expect(refusal(deep)).toMatch(/^The XML file could not be read \(/);
  });

  it('writes what Moodle reads: html text, a name, the grade, fractions; and round-trips ours → XML → ours', () => {
    const xml = writeMoodleXml([
      {
        question_text: 'Is 3 < 5 & 5 > 3?\nSay so.',
        option_a: 'yes',
        option_b: 'no',
        option_c: 'maybe',
        option_d: '"never"',
        correct_answer: 'a',
        marks: 4,
        explanation: '',
      },
    ]);
    expect(xml).toContain(
      '<questiontext format="html"><text>Is 3 &amp;lt; 5 &amp;amp; 5 &amp;gt; 3?&lt;br&gt;Say so.</text></questiontext>',
    );
    expect(xml).toContain('<defaultgrade>4</defaultgrade>');
    expect(xml).toContain('<answer fraction="100" format="html">');
    fc.assert(
      fc.property(
        fc.array(questionArbitrary({ multiline: true, withExplanation: true, withMarks: true }), {
          minLength: 1,
          maxLength: 5,
        }),
        (questions) => {
          const items = parseMoodleXml(writeMoodleXml(questions));
          expect(items.map((item) => (item.kind === 'question' ? item.cells : item))).toEqual(
            questions.map(toCells),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
