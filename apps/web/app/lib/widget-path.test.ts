import { describe, expect, it } from 'vitest';
import { widgetBusiness, widgetPath, widgetRedirect } from './widget-path.ts';

const WIDGET = '/en/embed/business/soho-barber-co';

describe('widgetPath', () => {
  it('leaves every path alone outside the widget', () => {
    expect(widgetPath('/en/location/soho/book', '/en/basket')).toBe('/en/basket');
  });

  it('leads nowhere from a widget page that names no business (the page gives its own links)', () => {
    expect(widgetPath('/en/embed/location-classes/soho', '/en/classes?location=soho')).toBeNull();
  });

  it.each([
    ['/en/basket', `${WIDGET}/basket`],
    ['/en/basket/confirmation/b1', `${WIDGET}/basket/confirmation/b1`],
    ['/en/location/soho', `${WIDGET}/location/soho`],
    ['/en/location/soho/book?service=s1&staff=any', `${WIDGET}/location/soho/book?service=s1&staff=any`],
    ['/en/location/soho/classes', `${WIDGET}/location/soho/classes`],
    ['/en/classes', null],
    ['/en/sign-up', `${WIDGET}/sign-up`],
    [
      `/en/sign-in?returnTo=${encodeURIComponent('/en/basket')}`,
      `${WIDGET}/sign-in?returnTo=${encodeURIComponent(`${WIDGET}/basket`)}`,
    ],
    [`${WIDGET}/basket`, `${WIDGET}/basket`],
    ['/en/home', WIDGET],
    ['/en/locations', WIDGET],
    ['/en/forms/r1?back=basket', `${WIDGET}/forms/r1?back=basket`],
    [
      '/en/forms/r1?back=classes&place=soho&at=date%3D2026-12-01',
      `${WIDGET}/forms/r1?back=classes&place=soho&at=date%3D2026-12-01`,
    ],
    ['/en/forms', null],
    ['/en/appointments', null],
    ['/en/forgot-password', null],
    ['/en/location/soho/reviews', null],
    ['/de/basket', null],
    ['https://elsewhere.example/en/basket', null],
  ])('inside a business widget: %s → %s', (path, expected) => {
    expect(widgetPath(`${WIDGET}/location/soho/book`, path)).toBe(expected);
  });

  it("keeps a place's timetable as the way back from signing in to book a class", () => {
    const timetable = `${WIDGET}/location/soho/classes?date=2026-12-01`;
    expect(widgetPath(timetable, `/en/sign-in?returnTo=${encodeURIComponent(timetable)}`)).toBe(
      `${WIDGET}/sign-in?returnTo=${encodeURIComponent(timetable)}`,
    );
  });

  it('maps a returnTo that leads out of the widget to the business page', () => {
    expect(widgetPath(WIDGET, `/en/sign-in?returnTo=${encodeURIComponent('/en/appointments')}`)).toBe(
      `${WIDGET}/sign-in?returnTo=${encodeURIComponent(WIDGET)}`,
    );
  });
});

describe('widgetRedirect', () => {
  it("reads the page of a client-side navigation's data request", () => {
    const request = new Request(`https://kalendo.test${WIDGET}/basket.data?_routes=x`);
    expect(widgetRedirect(request, '/en/basket/confirmation/b1')).toBe(`${WIDGET}/basket/confirmation/b1`);
    expect(widgetRedirect(request, '/en/appointments')).toBe(WIDGET);
  });

  it('is the path itself outside the widget', () => {
    expect(widgetRedirect(new Request('https://kalendo.test/en/basket'), '/en/appointments')).toBe(
      '/en/appointments',
    );
  });
});

describe('widgetBusiness', () => {
  it('names the business of a widget page (its data requests too), and none elsewhere', () => {
    expect(widgetBusiness(new Request(`https://kalendo.test${WIDGET}/basket.data`))).toBe('soho-barber-co');
    expect(widgetBusiness(new Request(`https://kalendo.test${WIDGET}`))).toBe('soho-barber-co');
    expect(widgetBusiness(new Request('https://kalendo.test/en/basket'))).toBeUndefined();
    expect(
      widgetBusiness(new Request('https://kalendo.test/en/embed/location-services/soho')),
    ).toBeUndefined();
  });
});
