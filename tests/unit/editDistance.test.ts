import {closestName, editDistance} from '../../src/data/editDistance';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions, and a swap of neighbours as one', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('form', 'from')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('closestName, the "did you mean" of an unknown fact (issue 49)', () => {
  const facts = ['minGroupSize', 'maxMinGroupSize', 'windowDays', 'refreshDay', 'aiLabel'];

  it('finds the name a typo meant, whatever its case', () => {
    expect(closestName('windowDay', facts)).toBe('windowDays');
    expect(closestName('minGroupSise', facts)).toBe('minGroupSize');
    expect(closestName('refreshday', facts)).toBe('refreshDay');
    expect(closestName('aiLable', facts)).toBe('aiLabel');
  });

  it('suggests nothing far from every name: two edits at most, one under 6 letters', () => {
    expect(closestName('teamColour', facts)).toBeUndefined();
    expect(closestName('windDays', ['windowDays'])).toBe('windowDays');
    expect(closestName('wndDys', ['windowDays'])).toBeUndefined();
    expect(closestName('aiLbl', ['aiLabel'])).toBeUndefined();
    expect(closestName('abcd', ['abce'])).toBe('abce');
    expect(closestName('abcd', ['abef'])).toBeUndefined();
  });
});
