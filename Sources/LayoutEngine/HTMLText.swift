/// Reduces HTML body source to its text, until attributed strings are drawn.
enum HTMLText {
  static func plainText(_ html: String) -> String {
    var output = ""
    var inTag = false
    var tag = ""
    for character in html {
      if inTag {
        if character == ">" {
          inTag = false
          if tag.hasPrefix("br") || tag == "/p" || tag == "/li" { output += " " }
        } else {
          tag.append(character)
        }
      } else if character == "<" {
        inTag = true
        tag = ""
      } else {
        output.append(character)
      }
    }
    return output.replacing("&lt;", with: "<").replacing("&amp;", with: "&")
  }
}
