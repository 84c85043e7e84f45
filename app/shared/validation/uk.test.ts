import { describe, expect, it } from "vitest";
import { clockTime, companyNumber, postcode, ukPhone } from "./uk";

describe("the UK facts' shapes", () => {
  it("reads a company number as Companies House writes it, and refuses other shapes", () => {
    expect(companyNumber("01234567")).toBe("01234567");
    expect(companyNumber("sc 123456")).toBe("SC123456");
    expect(companyNumber(" ni012345 ")).toBe("NI012345");
    expect(companyNumber("OC301234")).toBe("OC301234");
    for (const wrong of ["1234567", "123456789", "XX123456", "SC12345", "SC1234567", "12-34-56-78", ""])
      expect(companyNumber(wrong), wrong).toBeUndefined();
  });

  it("reads a postcode upper-case with its one space, and refuses other shapes", () => {
    expect(postcode("tr151aa")).toBe("TR15 1AA");
    expect(postcode("SW1A  1AA")).toBe("SW1A 1AA");
    expect(postcode("m1 1ae")).toBe("M1 1AE");
    for (const wrong of ["TR15", "12345", "TR15 1A", "TR15 1AAA", "Q1 1AA1"])
      expect(postcode(wrong), wrong).toBeUndefined();
  });

  it("reads a UK number however it is typed, in the display and the international forms", () => {
    expect(ukPhone("01632 960123")).toEqual({ e164: "+441632960123", display: "01632 960123" });
    expect(ukPhone("+44 (0)1632 960 123")).toEqual({ e164: "+441632960123", display: "01632 960123" });
    expect(ukPhone("0044 20 7946 0000")).toEqual({ e164: "+442079460000", display: "020 7946 0000" });
    expect(ukPhone("07700900123")).toEqual({ e164: "+447700900123", display: "07700 900123" });
    expect(ukPhone("0113 496 0000")?.display).toBe("0113 496 0000");
    expect(ukPhone("0300 123 1113")?.display).toBe("0300 123 1113");
    expect(ukPhone("0800 123456")?.display).toBe("0800 123456");
  });

  it("refuses what is not a UK business number", () => {
    for (const wrong of [
      "+1 212 555 0100",
      "01632 9601",
      "09012 345678",
      "112",
      "0163296012345",
      "call me",
      "01632 960123 ext 4",
    ])
      expect(ukPhone(wrong), wrong).toBeUndefined();
  });

  it("reads a time of day as HH:MM", () => {
    expect(clockTime("9:00")).toBe("09:00");
    expect(clockTime("17.30")).toBe("17:30");
    for (const wrong of ["24:00", "9", "09:60", "nine"]) expect(clockTime(wrong), wrong).toBeUndefined();
  });
});
