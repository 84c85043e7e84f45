import { describe, expect, it } from "vitest";
import { checkDownloadToken, DOWNLOAD_LINK_TTL_MS, signDownloadToken } from "./download-links";

const secret = "unit-test-secret";
const id = "0b8f8f3e-8f6a-4c1e-9d7e-2f1a1c3b5d7e";

describe("download tokens", () => {
  it("open their own resource until seven days have passed", () => {
    const issued = Date.UTC(2026, 10, 1, 12);
    const token = signDownloadToken(secret, "it-strategy-template", id, issued + DOWNLOAD_LINK_TTL_MS);
    const sixDaysOn = issued + 6 * 24 * 3600 * 1000;
    const eightDaysOn = issued + 8 * 24 * 3600 * 1000;
    expect(checkDownloadToken(secret, "it-strategy-template", token, sixDaysOn)).toEqual({
      status: "ok",
      requestId: id,
    });
    expect(checkDownloadToken(secret, "it-strategy-template", token, eightDaysOn)).toEqual({
      status: "expired",
    });
  });

  it("cannot be forged, extended, or used for another resource", () => {
    const token = signDownloadToken(secret, "it-strategy-template", id);
    const [requestId, expires, signature] = token.split(".");
    const later = (Number.parseInt(expires!, 36) + 86_400 * 30).toString(36);
    expect(
      checkDownloadToken(secret, "it-strategy-template", `${requestId}.${later}.${signature}`).status,
    ).toBe("invalid");
    expect(checkDownloadToken(secret, "cloud-migration-guide", token).status).toBe("invalid");
    expect(checkDownloadToken("another-secret", "it-strategy-template", token).status).toBe("invalid");
    expect(checkDownloadToken(secret, "it-strategy-template", "").status).toBe("invalid");
    expect(checkDownloadToken(secret, "it-strategy-template", `${token}.x`).status).toBe("invalid");
  });
});
