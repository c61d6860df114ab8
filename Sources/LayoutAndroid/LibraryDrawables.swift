/// The icons the Material Components views draw of their own (a text field's password eye,
/// clear and drop-down icons, a chip's close and check icons, a search view's magnifying
/// glass, a Material switch's track and thumb), as drawables written for this
/// project in the libraries' sizes, under `library_` names an app's own drawables of the
/// same name replace. Each is one shape in one colour, which the view tints.
enum LibraryDrawables {
  /// The drawable element of a built-in icon, by name.
  static func element(named name: String) -> AndroidDocument.Element? {
    elements[libraryNames[name] ?? name]
  }

  /// The Material Components library's own names of the drawables held here, which an app's
  /// drawables name (a switch thumb selector of its own naming `mtrl_switch_thumb_checked`).
  private static let libraryNames = [
    "mtrl_switch_thumb": "library_switch_thumb",
    "mtrl_switch_thumb_checked": "library_switch_thumb_checked",
    "mtrl_switch_thumb_unchecked": "library_switch_thumb_unchecked",
    "mtrl_switch_thumb_pressed": "library_switch_thumb_pressed",
    "mtrl_switch_track": "library_switch_track",
    "mtrl_switch_track_decoration": "library_switch_track_decoration",
    "m3_bottom_sheet_drag_handle": "library_bottom_sheet_drag_handle",
    "mtrl_bottomsheet_drag_handle": "library_bottom_sheet_drag_handle",
  ]

  private static let elements: [String: AndroidDocument.Element] = sources.compactMapValues {
    try? AndroidDocument.read($0, file: nil).root
  }

  private static func vector(size: Int, _ pathData: String) -> String {
    """
    <vector xmlns:android="http://schemas.android.com/apk/res/android"
        android:width="\(size)dp" android:height="\(size)dp"
        android:viewportWidth="24" android:viewportHeight="24">
      <path android:fillColor="#ff000000" android:fillType="evenOdd"
          android:pathData="\(pathData)"/>
    </vector>
    """
  }

  /// A Material switch's parts: a 52×32 rounded track, its 2dp outline, and a 32dp thumb
  /// holding a circle of 24dp when checked, 16dp when not and 28dp pressed, as Material 3
  /// measures them.
  private static func switchPart(width: Int, _ path: String, stroke: Bool = false) -> String {
    // The library's own colours, which show where the switch's tints do not resolve: a
    // white track and thumb, an outline in Material 3's baseline outline colour.
    let paint =
      stroke
      ? ##"android:strokeColor="#ff79747e" android:strokeWidth="2""##
      : ##"android:fillColor="#ffffffff""##
    return """
      <vector xmlns:android="http://schemas.android.com/apk/res/android"
          android:width="\(width)dp" android:height="32dp"
          android:viewportWidth="\(width)" android:viewportHeight="32">
        <path \(paint) android:pathData="\(path)"/>
      </vector>
      """
  }

  /// A circle about (16, 16).
  private static func thumbCircle(radius: Int) -> String {
    "M\(16 - radius),16 A\(radius),\(radius) 0 1,0 \(16 + radius),16 "
      + "A\(radius),\(radius) 0 1,0 \(16 - radius),16 Z"
  }

  /// A circle of radius 10 with a diagonal cross cut out of it.
  private static let crossedCircle =
    "M2,12 A10,10 0 1,0 22,12 A10,10 0 1,0 2,12 Z "
    + "M8.4,7 L12,10.6 L15.6,7 L17,8.4 L13.4,12 L17,15.6 L15.6,17 L12,13.4 L8.4,17 "
    + "L7,15.6 L10.6,12 L7,8.4 Z"

  private static let sources: [String: String] = [
    // A bottom sheet's drag handle: a 32×4 bar with round ends, in the tint it is given.
    "library_bottom_sheet_drag_handle": """
    <shape xmlns:android="http://schemas.android.com/apk/res/android" android:shape="rectangle">
      <size android:width="32dp" android:height="4dp"/>
      <corners android:radius="2dp"/>
      <solid android:color="#ffffffff"/>
    </shape>
    """,
    // An open eye: the lids, a ring of white, the pupil.
    "library_ic_visibility": vector(
      size: 24,
      "M12,4.5 C7,4.5 2.7,7.6 1,12 C2.7,16.4 7,19.5 12,19.5 C17,19.5 21.3,16.4 23,12 "
        + "C21.3,7.6 17,4.5 12,4.5 Z M7,12 A5,5 0 1,0 17,12 A5,5 0 1,0 7,12 Z "
        + "M9,12 A3,3 0 1,0 15,12 A3,3 0 1,0 9,12 Z"),
    "library_ic_clear": vector(size: 24, crossedCircle),
    // A circle of radius 10 with an exclamation mark cut out of it (a text field's error).
    "library_ic_error": vector(
      size: 24,
      "M2,12 A10,10 0 1,0 22,12 A10,10 0 1,0 2,12 Z M11,7 L13,7 L13,13 L11,13 Z "
        + "M11,15 L13,15 L13,17 L11,17 Z"),
    "library_ic_chip_close": vector(size: 18, crossedCircle),
    // A check mark: a short stroke down to the right and a long one up.
    "library_ic_check": vector(
      size: 18, "M9.5,15.5 L5.5,11.5 L4,13 L9.5,18.5 L20,8 L18.5,6.5 Z"),
    // A magnifying glass: a ring and a handle down to the right (a search view's icon).
    "library_ic_search": vector(
      size: 24,
      "M9.5,3 A6.5,6.5 0 1,0 9.5,16 A6.5,6.5 0 1,0 9.5,3 Z "
        + "M9.5,5 A4.5,4.5 0 1,1 9.5,14 A4.5,4.5 0 1,1 9.5,5 Z "
        + "M14.8,13.39 L20.46,19.05 L19.05,20.46 L13.39,14.8 Z"),
    "library_switch_track": switchPart(
      width: 52, "M16,0 L36,0 A16,16 0 0,1 36,32 L16,32 A16,16 0 0,1 16,0 Z"),
    "library_switch_track_decoration": switchPart(
      width: 52, "M16,1 L36,1 A15,15 0 0,1 36,31 L16,31 A15,15 0 0,1 16,1 Z", stroke: true),
    "library_switch_thumb_checked": switchPart(width: 32, thumbCircle(radius: 12)),
    "library_switch_thumb_unchecked": switchPart(width: 32, thumbCircle(radius: 8)),
    "library_switch_thumb_pressed": switchPart(width: 32, thumbCircle(radius: 14)),
    "library_switch_thumb": """
    <selector xmlns:android="http://schemas.android.com/apk/res/android">
      <item android:state_checked="true"
          android:drawable="@drawable/library_switch_thumb_checked"/>
      <item android:drawable="@drawable/library_switch_thumb_unchecked"/>
    </selector>
    """,
    // Material 3's tab indicator: a line with round top corners, which the tab layout tints.
    "library_tab_indicator_m3": """
    <shape xmlns:android="http://schemas.android.com/apk/res/android">
      <corners android:topLeftRadius="3dp" android:topRightRadius="3dp"/>
      <solid android:color="#ff000000"/>
    </shape>
    """,
    // A small triangle pointing down.
    "library_ic_arrow_drop_down": vector(size: 24, "M7,10 L12,15 L17,10 Z"),
  ]
}
