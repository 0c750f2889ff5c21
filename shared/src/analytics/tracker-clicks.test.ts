import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initAnalytics, installClickTracking } from './tracker';
import { beaconEvents, removeBeacon, stubBeacon } from './send-stubs';

let sendBeacon: ReturnType<typeof stubBeacon>;
let uninstall: () => void = () => undefined;

beforeEach(() => {
  document.body.innerHTML = `
    <div id="app"><ul><li>one</li><li><button class="buy">  Add to
      cart  </button></li></ul><p>plain text</p><a href="/zh/help" data-track="help-link">Help</a></div>`;
  sendBeacon = stubBeacon(true);
  initAnalytics({ host: 'http://collector.example/collect' });
  uninstall = installClickTracking();
});
afterEach(() => {
  uninstall();
  removeBeacon();
  document.body.innerHTML = '';
});

function click(element: Element) {
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 12, clientY: 34 }));
}

describe('click tracking', () => {
  it('sends $WebClick with text, tag, path and position for a button click', async () => {
    click(document.querySelector('button')!);
    const [event] = await beaconEvents(sendBeacon);
    expect(event!.event).toBe('$WebClick');
    expect(event!.properties).toMatchObject({
      $element_content: 'Add to cart',
      $element_type: 'button',
      $element_selector: 'div#app > ul > li:nth-of-type(2) > button',
      $page_x: 12,
      $page_y: 34,
    });
  });

  it('counts a click on a child of a link as a click on the link', async () => {
    const link = document.querySelector('a')!;
    link.innerHTML = '<span>Help</span>';
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
    click(link.querySelector('span')!);
    const [event] = await beaconEvents(sendBeacon);
    expect(event!.properties).toMatchObject({ $element_type: 'a', $element_name: 'help-link', $element_target_url: 'http://localhost:3000/zh/help' });
  });

  it('cuts the text to 100 characters', async () => {
    document.querySelector('button')!.textContent = 'y'.repeat(150);
    click(document.querySelector('button')!);
    const [event] = await beaconEvents(sendBeacon);
    expect(event!.properties.$element_content).toBe('y'.repeat(100));
  });

  it('ignores clicks on non-clickable elements', () => {
    click(document.querySelector('p')!);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('stops after uninstall', () => {
    uninstall();
    click(document.querySelector('button')!);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
