import { describe, expect, it } from 'vitest';
import { paragraphMoves } from './paragraph-moves.ts';

describe('paragraphMoves', () => {
  it('moves nothing when the paragraphs stay where they were', () => {
    expect(paragraphMoves([0, 1, 2], 3)).toEqual(new Map());
  });

  it('follows a paragraph inserted before others', () => {
    expect(paragraphMoves([0, null, 1, 2], 3)).toEqual(
      new Map([
        [1, 2],
        [2, 3],
      ]),
    );
  });

  it('sends the marks of a removed paragraph to the one before it', () => {
    expect(paragraphMoves([0, 2, 3], 4)).toEqual(
      new Map([
        [1, 0],
        [2, 1],
        [3, 2],
      ]),
    );
  });

  it('sends the marks of a removed first paragraph to the new first one', () => {
    expect(paragraphMoves([null, 1], 2)).toEqual(new Map());
    expect(paragraphMoves([1, 2], 3)).toEqual(
      new Map([
        [1, 0],
        [2, 1],
      ]),
    );
  });

  it('follows paragraphs swapped in place', () => {
    expect(paragraphMoves([1, 0, 2], 3)).toEqual(
      new Map([
        [0, 1],
        [1, 0],
      ]),
    );
  });
});
