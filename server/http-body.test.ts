import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { HttpError, readBody } from "./http-body";

const body = (type: string, text: string) =>
  Object.assign(Readable.from([Buffer.from(text)]), {
    headers: { "content-type": type },
  }) as unknown as IncomingMessage;

describe("readBody", () => {
  it("reads a form field named __proto__ or constructor as a field, never as the object's prototype", async () => {
    const input = await readBody(
      body("application/x-www-form-urlencoded", "__proto__=x&__proto__=y&constructor=z&email=a%40b.co"),
    );
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(Object.keys(input)).toEqual(["__proto__", "constructor", "email"]);
    expect(Object.getOwnPropertyDescriptor(input, "__proto__")?.value).toEqual(["x", "y"]);
    expect(input.constructor).toBe("z");
  });

  it("reads a media type in any case (RFC 9110 8.3.1)", async () => {
    expect(await readBody(body("Application/X-WWW-Form-URLEncoded", "email=a%40b.co"))).toEqual({
      email: "a@b.co",
    });
    expect(await readBody(body("APPLICATION/JSON", '{"email":"a@b.co"}'))).toEqual({ email: "a@b.co" });
  });

  it("refuses JSON that is not an object, however deep, with 400", async () => {
    for (const text of ["[]", '"x"', "42", "null", "[".repeat(30_000) + "]".repeat(30_000)]) {
      await expect(readBody(body("application/json", text))).rejects.toEqual(
        new HttpError(400, "Body must be a JSON object"),
      );
    }
  });
});
