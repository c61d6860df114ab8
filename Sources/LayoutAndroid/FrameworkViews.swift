/// The view classes Android's framework itself has (`android.widget`, `android.view`,
/// `android.webkit`, and the tags the inflater handles itself), by their short names. A layout
/// may use any of them: one the renderer does not draw yet is a plain view with a warning,
/// never the error a name no inflater can find is.
enum FrameworkViews {
  static let names: Set<String> = [
    // android.widget
    "AbsListView", "AbsSeekBar", "AbsSpinner", "ActionMenuView", "AdapterView",
    "AdapterViewAnimator", "AdapterViewFlipper", "AnalogClock", "AutoCompleteTextView",
    "CalendarView", "CheckBox", "CheckedTextView", "Chronometer", "CompoundButton",
    "DatePicker", "DialerFilter", "DigitalClock", "EditText", "ExpandableListView",
    "FrameLayout", "Gallery", "GridLayout", "GridView", "HorizontalScrollView", "ImageButton",
    "ImageSwitcher", "ImageView", "LinearLayout", "ListView", "MediaController",
    "MultiAutoCompleteTextView", "NumberPicker", "ProgressBar", "QuickContactBadge",
    "RadioButton", "RadioGroup", "RatingBar", "RelativeLayout", "ScrollView", "SearchView",
    "SeekBar", "SlidingDrawer", "Space", "Spinner", "StackView", "Switch", "TabHost",
    "TabWidget", "TableLayout", "TableRow", "TextClock", "TextSwitcher", "TextView",
    "TimePicker", "ToggleButton", "Toolbar", "TwoLineListItem", "VideoView", "ViewAnimator",
    "ViewFlipper", "ViewSwitcher", "ZoomButton", "ZoomControls", "AbsoluteLayout", "Button",
    // android.view, android.webkit and android.gesture
    "View", "ViewGroup", "ViewStub", "SurfaceView", "TextureView", "WebView",
    "GestureOverlayView",
    // Tags the inflater handles itself.
    "fragment", "requestFocus", "tag", "blink", "include", "merge",
  ]
}
