import Foundation

/// A PNG signature and IHDR chunk declaring `width` × `height` pixels, with no pixel data:
/// a few bytes that would decode to gigabytes.
public func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
  func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }
  let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  let body = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
  return signature + bigEndian(13) + Array("IHDR".utf8) + body + [0, 0, 0, 0]
}

/// An SVG of 10×10 points showing `png`, embedded as a base64 data URL.
public func svgEmbedding(_ png: [UInt8]) -> String {
  let data = Data(png).base64EncodedString()
  return """
    <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
    width="10" height="10"><image width="10" height="10" xlink:href="data:image/png;base64,\(data)"/></svg>
    """
}

/// A one-page PDF of 10×10 points that draws one image XObject (object 5) with the given
/// dictionary entries and stream data; `extra` objects follow it, numbered from 6.
public func pdf(image entries: String, data: [UInt8], extra: [String] = []) -> [UInt8] {
  let content = "q 10 0 0 10 0 0 cm /Im1 Do Q"
  let objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] "
      + "/Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>",
    "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
  ]
  var file = Array("%PDF-1.4\n".utf8)
  var offsets: [Int] = []
  func append(_ body: [UInt8]) {
    offsets.append(file.count)
    file += Array("\(offsets.count) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
  }
  for object in objects { append(Array(object.utf8)) }
  append(
    Array("<< /Type /XObject \(entries) /Length \(data.count) >>\nstream\n".utf8)
      + data + Array("\nendstream".utf8))
  for object in extra { append(Array(object.utf8)) }
  let table = offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
  let xref = file.count
  file +=
    Array(
      "xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n\(table)trailer\n<< /Size "
        .utf8) + Array("\(offsets.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
  return file
}
