import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeGift, parseGift, writeGift } from './gift.ts';
import { MORE_THAN_FOUR, type FormatItem } from './types.ts';
import { questionArbitrary, toCells } from './test-support.ts';

const only = (content: string) => {
  const items = parseGift(content);
  expect(items).toHaveLength(1);
  return items[0] as FormatItem;
};
const question = (content: string) => {
  const item = only(content);
  if (item.kind !== 'question') throw new Error(`expected a question, got ${JSON.stringify(item)}`);
  return item;
};

// The constructs of Moodle's published GIFT examples (docs.moodle.org/en/GIFT_format).
describe('GIFT: Moodle’s published examples', () => {
  it('multiple choice, missing word and the Thanksgiving example', () => {
    expect(
      question('Japanese characters originally came from what country? {~India =China ~Korea ~Egypt}').cells,
    ).toMatchObject({
      question_text: 'Japanese characters originally came from what country?',
      option_a: 'India',
      option_b: 'China',
      correct_answer: 'b',
    });
    expect(question("Grant is {~buried =entombed ~living ~dead} in Grant's tomb.").cells.question_text).toBe(
      "Grant is _____ in Grant's tomb.",
    );
    expect(
      question(
        'The American holiday of Thanksgiving is celebrated on the {~second ~third =fourth ~first} Thursday of November.',
      ).cells,
    ).toMatchObject({
      question_text: 'The American holiday of Thanksgiving is celebrated on the _____ Thursday of November.',
      correct_answer: 'c',
    });
    expect(question("Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}").cells).toMatchObject({
      option_a: 'Grant',
      option_b: 'Jefferson',
      option_c: 'no one',
      option_d: '',
      correct_answer: 'c',
    });
  });

  it('names, comments, per-answer feedback and multi-line answers', () => {
    const item = question(
      "// question: 1 name: Q2\n::Q2:: What's between orange and green in the spectrum?\n{\n  =yellow # right; good!\n  ~red # wrong, it's yellow\n  ~blue # wrong, it's yellow\n  ~green\n}\n",
    );
    expect(item.at).toBe(2);
    expect(item.cells).toEqual({
      question_text: "What's between orange and green in the spectrum?",
      option_a: 'yellow',
      option_b: 'red',
      option_c: 'blue',
      option_d: 'green',
      correct_answer: 'a',
      marks: '1',
      explanation: "Q2\n\na) yellow: right; good!\nb) red: wrong, it's yellow\nc) blue: wrong, it's yellow",
    });
    expect(
      question(
        '::Title\n:: Question {\n     ~Incorrect answer\n     =Correct answer\n     ~Another\n     ~And another\n}',
      ).cells,
    ).toMatchObject({
      question_text: 'Question',
      correct_answer: 'b',
      explanation: 'Title',
    });
  });

  it('feedback on wrong and right answers, and general feedback after ####', () => {
    const item = question(
      "What's the answer to this multiple-choice question? {\n~wrong answer#feedback comment on the wrong answer\n~another wrong answer#feedback comment on this wrong answer\n~third wrong\n=right answer#Very good!\n####The general feedback.}",
    );
    expect(item.cells.correct_answer).toBe('d');
    expect(item.cells.explanation).toBe(
      'The general feedback.\n\na) wrong answer: feedback comment on the wrong answer\nb) another wrong answer: feedback comment on this wrong answer\nd) right answer: Very good!',
    );
  });

  it('true/false, with and without feedback, maps to two options True and False', () => {
    for (const [answer, correct] of [
      ['T', 'a'],
      ['TRUE', 'a'],
      ['F', 'b'],
      ['FALSE', 'b'],
    ] as const) {
      expect(question(`::Q1:: Grant is buried in Grant's tomb.{${answer}}`).cells).toMatchObject({
        question_text: "Grant is buried in Grant's tomb.",
        option_a: 'True',
        option_b: 'False',
        option_c: '',
        option_d: '',
        correct_answer: correct,
        explanation: 'Q1',
      });
    }
    expect(
      question("Grant is buried in Grant's tomb.{FALSE#No one is buried there.#Right!}").cells.explanation,
    ).toBe('a) True: No one is buried there.\nb) False: Right!');
    expect(question('1+1=2 {T}').cells.question_text).toBe('1+1=2');
  });

  it('reports every other type with its reason, by line and name', () => {
    const items = parseGift(
      [
        '::Q3:: Two plus {=two =2} equals four.',
        '::Q4:: Which animal eats which food? { =cat -> cat food =dog -> dog food }',
        '::Q5:: What is a number from 1 to 5? {#3:2}',
        '::Q6:: What is a number from 1 to 5? {#1..5}',
        '::Q7:: When was Ulysses S. Grant born? {#\n         =1822:0      # Correct! Full credit.\n         =%50%1822:2  # He was born in 1822. Half credit for being close.\n}',
        '::Q8:: How are you? {}',
        "What two people are entombed in Grant's tomb? {~%-100%No one ~%50%Grant ~%50%Grant's wife ~%-100%Grant's father}",
        'Which is best? {=A ~%50%B ~C ~D}',
        'Which are right? {=A =B ~C ~D}',
        'Just some text to read, with no answers.',
      ].join('\n\n'),
    );
    expect(
      items.map((item) => (item.kind === 'unsupported' ? [item.at, item.name, item.reason] : item)),
    ).toEqual([
      [1, 'Q3', 'short answer questions are not supported'],
      [3, 'Q4', 'matching questions are not supported'],
      [5, 'Q5', 'numerical questions are not supported'],
      [7, 'Q6', 'numerical questions are not supported'],
      [9, 'Q7', 'numerical questions are not supported'],
      [14, 'Q8', 'essay questions are not supported'],
      [
        16,
        "What two people are entombed in Grant's tomb?",
        'multiple-answer questions (several right answers sharing the marks) are not supported',
      ],
      [18, 'Which is best?', 'answers with partial credit or penalties (such as %50%) are not supported'],
      [20, 'Which are right?', 'questions with several right answers are not supported'],
      [
        22,
        'Just some text to read, with no answers.',
        'descriptions (text with no answers) are not questions and are not imported',
      ],
    ]);
  });

  it('honours the escapes \\~ \\= \\# \\{ \\} \\: and \\\\ (Moodle’s control characters example)', () => {
    expect(
      only(
        '::GIFT Control Characters::\nWhich of the following is NOT a control character for the GIFT import format? {\n   ~\\~     # \\~ is a control character.\n   ~\\=     # \\= is a control character.\n   ~\\#     # \\# is a control character.\n   ~\\{     # \\{ is a control character.\n   ~\\}     # \\} is a control character.\n   =\\\\     # Correct! \\\\ (backslash) is not a control character. BUT, it is used to escape the control characters.\n}',
      ),
    ).toMatchObject({ kind: 'unsupported', name: 'GIFT Control Characters', reason: MORE_THAN_FOUR });
    const item = question(
      'Which answer equals 5? {\n~ \\= 2 + 2\n= \\= 2 + 3\n~ \\= 2 + 4\n~ \\{x\\} \\: \\# \\~\n}',
    );
    expect(item.cells).toMatchObject({
      option_a: '= 2 + 2',
      option_b: '= 2 + 3',
      option_d: '{x} : # ~',
      correct_answer: 'b',
    });
    expect(question('Line one\\nline two\\: a path C\\:\\\\temp {=a ~b ~c ~d}').cells.question_text).toBe(
      'Line one\nline two: a path C:\\temp',
    );
  });

  it('reads categories and text formats, turning [html] and [markdown] into safe plain text', () => {
    const items = parseGift(
      '$CATEGORY: tom/dick/harry\n\n::Q1::[html]<p>Is <b>this</b> &amp; <script>alert(1)</script>that?</p><p>Yes <img src="@@PLUGINFILE@@/map.png"></p>{=<i>one</i> ~two ~three ~four}\n\n::Q2::[markdown]What is *the best* <span>way</span>?{=a ~b ~c ~d####Read **this**}\n\n::Q3::[plain]Keep <b>tags</b> as text{=a ~b ~c ~d}',
    );
    expect(items).toHaveLength(3);
    const [html, markdown, plain] = items;
    expect(html).toMatchObject({
      kind: 'question',
      at: 3,
      cells: { question_text: 'Is this & that?\n\nYes', option_a: 'one' },
      warnings: ['The image map.png was left out: Vidya questions are text only.'],
    });
    expect(markdown).toMatchObject({
      cells: { question_text: 'What is *the best* way?', explanation: 'Q2\n\nRead **this**' },
    });
    expect(plain).toMatchObject({ cells: { question_text: 'Keep <b>tags</b> as text' } });
  });

  it('says where a broken question is', () => {
    expect(parseGift('A fine one {=a ~b ~c ~d}\n\n::Unclosed name {=a ~b}')[1]).toMatchObject({
      kind: 'invalid',
      at: 3,
    });
    expect(parseGift('Never closed {=a ~b ~c ~d')[0]).toMatchObject({
      kind: 'invalid',
      at: 1,
      field: 'question_text',
    });
    expect(parseGift('No right one {~a ~b ~c ~d}')[0]).toMatchObject({
      kind: 'invalid',
      field: 'correct_answer',
    });
  });
});

describe('GIFT writer', () => {
  it('escapes every control character and writes marks in a comment Moodle ignores', () => {
    expect(escapeGift('a~b=c#d{e}f:g\\h\ni')).toBe('a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni');
    expect(
      writeGift([
        {
          question_text: 'Is 2+2=4?',
          option_a: 'yes',
          option_b: 'no',
          option_c: '%50% maybe',
          option_d: 'never',
          correct_answer: 'a',
          marks: 3,
          explanation: 'Count: 4.',
        },
      ]),
    ).toBe(
      '// question: 1\n// marks: 3\n[plain]Is 2+2\\=4?{\n=yes\n~no\n~%0%%50% maybe\n~never\n####Count\\: 4.\n}\n',
    );
  });

  it('round-trips every question: ours → GIFT → ours', () => {
    fc.assert(
      fc.property(
        fc.array(questionArbitrary({ multiline: true, withExplanation: true, withMarks: true }), {
          minLength: 1,
          maxLength: 5,
        }),
        (questions) => {
          const items = parseGift(writeGift(questions));
          expect(items.map((item) => (item.kind === 'question' ? item.cells : item))).toEqual(
            questions.map(toCells),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
