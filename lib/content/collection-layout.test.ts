import { describe, expect, it } from 'vitest';
import { gridColumns, resolveLayouts } from './collection-layout';

describe('collection layout per breakpoint', () => {
  it('is a grid with small slide padding and the spec’s slide max widths when nothing is set', () => {
    const layouts = resolveLayouts();
    expect(layouts.sm).toMatchObject({ type: 'grid', slidePadding: 'small', margin: 'none' });
    expect(layouts.sm.slideMaxWidth).toBe('19.25rem');
    expect(layouts.md.slideMaxWidth).toBe('26.5rem');
    expect(layouts.lg.slideMaxWidth).toBe('26.5rem');
  });

  it('gives a breakpoint the editor left out the smaller one’s settings', () => {
    const layouts = resolveLayouts({
      sm: { type: 'carousel', showIndicators: true },
      lg: { type: 'grid' },
    });
    expect(layouts.md).toMatchObject({ type: 'carousel', showIndicators: true });
    expect(layouts.lg).toMatchObject({ type: 'grid', showIndicators: true });
  });

  it('turns the editor’s autorotate seconds into milliseconds, 5 s when unset', () => {
    expect(resolveLayouts({ sm: { autorotateTime: 6 } }).sm.autorotateMs).toBe(6000);
    expect(resolveLayouts().lg.autorotateMs).toBe(5000);
  });

  it('never shows arrows on small screens, where shoppers swipe', () => {
    const layouts = resolveLayouts({ sm: { type: 'carousel', showArrows: true } });
    expect(layouts.sm.showArrows).toBe(false);
    expect(layouts.md.showArrows).toBe(true);
  });

  it('makes stacked variants full width', () => {
    const layouts = resolveLayouts({ md: { slideWidth: '40%' } }, { stacked: true });
    expect(layouts.md).toMatchObject({ slideWidth: '100%', slideMaxWidth: 'none' });
    expect(gridColumns(3, { sm: 1, md: 2, lg: 3 }, true)).toEqual({ sm: 1, md: 1, lg: 1 });
  });

  it('lays four items out in two columns on every screen', () => {
    expect(gridColumns(4, { sm: 1, md: 2, lg: 3 })).toEqual({ sm: 2, md: 2, lg: 2 });
    expect(gridColumns(5, { sm: 1, md: 2, lg: 3 })).toEqual({ sm: 1, md: 2, lg: 3 });
  });
});
