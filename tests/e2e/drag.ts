import type { Page } from "@playwright/test";

/**
 * Returns once dnd-kit's keyboard sensor hears arrow keys. After a lift it starts listening from a
 * timer (`setTimeout` in KeyboardSensor.attach), later than the lift's announcement is drawn: an
 * arrow pressed in between is lost. A timer set now runs after that one, so the next key counts.
 */
export async function keyboardSensorListening(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
