import LayoutCore

/// The AndroidX and Material libraries' widget styles and text appearances that layouts name
/// (`style="@style/Widget.MaterialComponents.Button.OutlinedButton"`) and that library themes
/// give their widgets, written from the libraries' documented defaults (sizes, corners,
/// colours by theme attribute). A name the table does not hold takes its nearest ancestor's
/// (`Widget.MaterialComponents.Button.OutlinedButton.Icon` is the outlined button).
enum LibraryStyles {
  /// The style a library style name stands for, or its nearest ancestor the table holds;
  /// nil when the table holds none of its family.
  static func style(named name: String) -> AndroidStyle? {
    var parts = name.split(separator: ".").map(String.init)
    while let first = parts.first, first == "Base" || first == "Platform" {
      parts.removeFirst()
    }
    // The Design support library's styles are the Material Components' that replaced them.
    if parts.count >= 2, parts[1] == "Design" {
      parts[1] = "MaterialComponents"
      if parts.count == 3, parts[2] == "AppBarLayout" { parts.append("Primary") }
    }
    while parts.count >= 3 {
      if let style = styles[parts.joined(separator: ".")] {
        var named = style
        named.name = name
        return named
      }
      parts.removeLast()
    }
    return nil
  }

  /// The colour state lists the styles name (`@color/library_…`), each a theme colour at an
  /// alpha, or a checked and an unchecked colour.
  static let colorLists: [String: ColorStateList] = [
    "library_on_surface_12": ColorStateList(color: "?attr/colorOnSurface", alpha: "0.12"),
    "library_on_surface_38": ColorStateList(color: "?attr/colorOnSurface", alpha: "0.38"),
    "library_on_surface_60": ColorStateList(color: "?attr/colorOnSurface", alpha: "0.6"),
    "library_on_surface_87": ColorStateList(color: "?attr/colorOnSurface", alpha: "0.87"),
    "library_on_primary_60": ColorStateList(color: "?attr/colorOnPrimary", alpha: "0.6"),
    "library_navigation_item": ColorStateList(
      "checked", "?attr/colorPrimary", else: "?attr/colorOnSurface", alpha: "0.6"),
    "library_navigation_item_colored": ColorStateList(
      "checked", "?attr/colorOnPrimary", else: "?attr/colorOnPrimary", alpha: "0.6"),
    "library_navigation_icon_m3": ColorStateList(
      "checked", "?attr/colorOnSecondaryContainer", else: "?attr/colorOnSurfaceVariant"),
    "library_navigation_text_m3": ColorStateList(
      "checked", "?attr/colorOnSurface", else: "?attr/colorOnSurfaceVariant"),
    "library_primary_12": ColorStateList(color: "?attr/colorPrimary", alpha: "0.12"),
    "library_navigation_drawer_text": ColorStateList(
      "checked", "?attr/colorPrimary", else: "?attr/colorOnSurface", alpha: "0.87"),
    "library_tab_text": ColorStateList(
      "selected", "?attr/colorPrimary", else: "?attr/colorOnSurface", alpha: "0.6"),
    "library_tab_text_colored": ColorStateList(
      "selected", "?attr/colorOnPrimary", else: "?attr/colorOnPrimary", alpha: "0.6"),
    "library_tab_text_m3": ColorStateList(
      "selected", "?attr/colorPrimary", else: "?attr/colorOnSurfaceVariant"),
    // A button's fill and content, at the theme's colour when enabled and the on-surface
    // colour at 12% (fill) or 38% (content) when not, as the libraries' button selectors.
    "library_button_primary": ColorStateList(
      "enabled", "?attr/colorPrimary", else: "?attr/colorOnSurface", alpha: "0.12"),
    "library_button_on_primary": ColorStateList(
      "enabled", "?attr/colorOnPrimary", else: "?attr/colorOnSurface", alpha: "0.38"),
    "library_button_primary_text": ColorStateList(
      "enabled", "?attr/colorPrimary", else: "?attr/colorOnSurface", alpha: "0.38"),
    "library_button_secondary_container": ColorStateList(
      "enabled", "?attr/colorSecondaryContainer", else: "?attr/colorOnSurface", alpha: "0.12"),
    "library_button_on_secondary_container": ColorStateList(
      "enabled", "?attr/colorOnSecondaryContainer", else: "?attr/colorOnSurface", alpha: "0.38"),
    "library_button_surface_container_low": ColorStateList(
      "enabled", "?attr/colorSurfaceContainerLow", else: "?attr/colorOnSurface", alpha: "0.12"),
    // Material 3's text colours: the theme's on-surface colours, at 38% when disabled.
    "library_text_primary_m3": ColorStateList(
      "enabled", "?attr/colorOnSurface", else: "?attr/colorOnSurface", alpha: "0.38"),
    "library_text_secondary_m3": ColorStateList(
      "enabled", "?attr/colorOnSurfaceVariant", else: "?attr/colorOnSurface", alpha: "0.38"),
    // A Material 3 switch's thumb, track and outline, by whether it is checked and enabled.
    "library_switch_thumb": ColorStateList([
      (["enabled": false, "checked": false], "?attr/colorOnSurface", "0.38"),
      (["enabled": false], "?attr/colorSurface", nil),
      (["checked": true], "?attr/colorOnPrimary", nil), ([:], "?attr/colorOutline", nil),
    ]),
    "library_switch_track": ColorStateList([
      (["enabled": false, "checked": false], "?attr/colorSurfaceContainerHighest", "0.12"),
      (["enabled": false], "?attr/colorOnSurface", "0.12"),
      (["checked": true], "?attr/colorPrimary", nil),
      ([:], "?attr/colorSurfaceContainerHighest", nil),
    ]),
    "library_switch_track_decoration": ColorStateList([
      (["checked": true], "#00000000", nil), (["enabled": false], "?attr/colorOnSurface", "0.12"),
      ([:], "?attr/colorOutline", nil),
    ]),
  ]

  /// The table, by name.
  static let styles: [String: AndroidStyle] = {
    var resources = AndroidResources()
    do {
      _ = try resources.read(table, file: nil)
    } catch {
      preconditionFailure("the library styles do not parse: \(error)")
    }
    return resources.styles.mapValues { style in
      var style = style
      style.items = style.items.map {
        var item = $0
        item.fromPlatform = true
        return item
      }
      return style
    }
  }()

  /// The styles, as a values file writes them.
  private static let table = """
    <resources>
      <style name="Widget.MaterialComponents.MaterialDivider" parent="">
        <item name="dividerColor">@color/library_on_surface_12</item>
        <item name="dividerThickness">1dp</item>
      </style>
      <style name="Widget.Material3.CompoundButton.MaterialSwitch" parent="">
        <item name="android:thumb">@drawable/library_switch_thumb</item>
        <item name="track">@drawable/library_switch_track</item>
        <item name="trackDecoration">@drawable/library_switch_track_decoration</item>
        <item name="thumbTint">@color/library_switch_thumb</item>
        <item name="trackTint">@color/library_switch_track</item>
        <item name="trackDecorationTint">@color/library_switch_track_decoration</item>
        <item name="switchPadding">16dp</item>
        <item name="android:textAppearance">?attr/textAppearanceBodyMedium</item>
        <item name="android:minHeight">48dp</item>
        <item name="android:gravity">center_vertical|start</item>
      </style>
      <style name="Widget.Material3.MaterialDivider" parent="">
        <item name="dividerColor">?attr/colorOutlineVariant</item>
        <item name="dividerThickness">1dp</item>
      </style>
      <style name="Widget.MaterialComponents.LinearProgressIndicator" parent="">
        <item name="indicatorColor">?attr/colorPrimary</item>
        <item name="trackThickness">4dp</item>
      </style>
      <style name="Widget.MaterialComponents.CircularProgressIndicator" parent="">
        <item name="indicatorColor">?attr/colorPrimary</item>
        <item name="trackThickness">4dp</item>
        <item name="indicatorSize">40dp</item>
        <item name="indicatorInset">4dp</item>
        <item name="trackColor">#00000000</item>
      </style>
      <style name="Widget.MaterialComponents.CircularProgressIndicator.Small">
        <item name="trackThickness">3dp</item>
        <item name="indicatorSize">28dp</item>
      </style>
      <style name="Widget.MaterialComponents.CircularProgressIndicator.ExtraSmall">
        <item name="trackThickness">2.5dp</item>
        <item name="indicatorSize">20dp</item>
        <item name="indicatorInset">2dp</item>
      </style>
      <style name="Widget.Material3.LinearProgressIndicator" parent="">
        <item name="indicatorColor">?attr/colorPrimary</item>
        <item name="trackColor">?attr/colorSecondaryContainer</item>
        <item name="trackThickness">4dp</item>
        <item name="trackCornerRadius">50%</item>
        <item name="indicatorTrackGapSize">4dp</item>
        <item name="trackStopIndicatorSize">4dp</item>
      </style>
      <style name="Widget.Material3.LinearProgressIndicator.Legacy">
        <item name="trackColor">?attr/colorSurfaceContainerHighest</item>
        <item name="trackCornerRadius">0dp</item>
        <item name="indicatorTrackGapSize">0dp</item>
        <item name="trackStopIndicatorSize">0dp</item>
      </style>
      <style name="Widget.Material3.CircularProgressIndicator" parent="">
        <item name="indicatorColor">?attr/colorPrimary</item>
        <item name="trackColor">?attr/colorSecondaryContainer</item>
        <item name="trackThickness">4dp</item>
        <item name="indicatorSize">40dp</item>
        <item name="indicatorInset">4dp</item>
        <item name="trackCornerRadius">50%</item>
        <item name="indicatorTrackGapSize">4dp</item>
      </style>
      <style name="Widget.Material3.CircularProgressIndicator.Small">
        <item name="trackThickness">3dp</item>
        <item name="indicatorSize">28dp</item>
        <item name="indicatorTrackGapSize">3dp</item>
      </style>
      <style name="Widget.Material3.CircularProgressIndicator.ExtraSmall">
        <item name="trackThickness">2.5dp</item>
        <item name="indicatorSize">20dp</item>
        <item name="indicatorInset">2dp</item>
        <item name="indicatorTrackGapSize">2dp</item>
      </style>
      <style name="Widget.Material3.CircularProgressIndicator.Legacy">
        <item name="trackColor">#00000000</item>
        <item name="trackCornerRadius">0dp</item>
        <item name="indicatorTrackGapSize">0dp</item>
      </style>
      <style name="Widget.MaterialComponents.Button" parent="">
        <item name="backgroundTint">@color/library_button_primary</item>
        <item name="textColor">@color/library_button_on_primary</item>
        <item name="iconTint">@color/library_button_on_primary</item>
        <item name="cornerRadius">4dp</item>
        <item name="insetTop">6dp</item>
        <item name="insetBottom">6dp</item>
        <item name="minHeight">48dp</item>
        <item name="minWidth">64dp</item>
        <item name="paddingLeft">16dp</item>
        <item name="paddingRight">16dp</item>
        <item name="iconPadding">8dp</item>
        <item name="gravity">center</item>
        <item name="maxLines">1</item>
        <item name="elevation">2dp</item>
        <item name="textAppearance">?attr/textAppearanceButton</item>
      </style>
      <style name="Widget.MaterialComponents.Button.UnelevatedButton">
        <item name="elevation">0dp</item>
      </style>
      <style name="Widget.MaterialComponents.Button.TextButton">
        <item name="backgroundTint">#00000000</item>
        <item name="textColor">@color/library_button_primary_text</item>
        <item name="iconTint">@color/library_button_primary_text</item>
        <item name="paddingLeft">8dp</item>
        <item name="paddingRight">8dp</item>
        <item name="elevation">0dp</item>
      </style>
      <style name="Widget.MaterialComponents.Button.OutlinedButton"
          parent="Widget.MaterialComponents.Button.TextButton">
        <item name="strokeColor">@color/library_on_surface_12</item>
        <item name="strokeWidth">1dp</item>
        <item name="paddingLeft">16dp</item>
        <item name="paddingRight">16dp</item>
      </style>
      <style name="Widget.MaterialComponents.FloatingActionButton" parent="">
        <item name="backgroundTint">?attr/colorSecondary</item>
        <item name="tint">?attr/colorOnSecondary</item>
        <item name="cornerRadius">50%</item>
        <item name="elevation">6dp</item>
        <item name="fabSize">normal</item>
        <item name="scaleType">center</item>
      </style>
      <style name="Widget.MaterialComponents.ExtendedFloatingActionButton"
          parent="Widget.MaterialComponents.Button">
        <item name="backgroundTint">?attr/colorSecondary</item>
        <item name="textColor">?attr/colorOnSecondary</item>
        <item name="iconTint">?attr/colorOnSecondary</item>
        <item name="cornerRadius">50%</item>
        <item name="insetTop">0dp</item>
        <item name="insetBottom">0dp</item>
        <item name="paddingLeft">20dp</item>
        <item name="paddingRight">20dp</item>
        <item name="iconPadding">12dp</item>
        <item name="elevation">6dp</item>
      </style>
      <style name="Widget.MaterialComponents.ExtendedFloatingActionButton.Icon">
        <item name="paddingLeft">12dp</item>
      </style>
      <style name="Widget.MaterialComponents.Chip.Action" parent="">
        <item name="chipBackgroundColor">@color/library_on_surface_12</item>
        <item name="chipCornerRadius">16dp</item>
        <item name="chipMinHeight">32dp</item>
        <item name="chipMinTouchTargetSize">48dp</item>
        <item name="textColor">@color/library_on_surface_87</item>
        <item name="chipIconTint">@color/library_on_surface_87</item>
        <item name="textSize">14sp</item>
        <item name="paddingLeft">12dp</item>
        <item name="paddingRight">12dp</item>
        <item name="iconPadding">8dp</item>
        <item name="gravity">center_vertical</item>
        <item name="maxLines">1</item>
      </style>
      <style name="Widget.MaterialComponents.Chip.Entry" parent="Widget.MaterialComponents.Chip.Action">
        <item name="closeIconVisible">true</item>
        <item name="closeIconTint">@color/library_on_surface_87</item>
        <item name="checkedIconVisible">true</item>
      </style>
      <style name="Widget.MaterialComponents.Chip.Filter" parent="Widget.MaterialComponents.Chip.Action">
        <item name="checkedIconVisible">true</item>
      </style>
      <style name="Widget.MaterialComponents.Chip.Choice" parent="Widget.MaterialComponents.Chip.Action"/>
      <style name="Widget.MaterialComponents.BottomAppBar" parent="">
        <item name="background">?attr/colorSurface</item>
        <item name="minHeight">56dp</item>
        <item name="elevation">8dp</item>
        <item name="navigationIconTint">@color/library_on_surface_60</item>
      </style>
      <style name="Widget.MaterialComponents.BottomAppBar.Colored">
        <item name="background">?attr/colorPrimary</item>
        <item name="navigationIconTint">?attr/colorOnPrimary</item>
      </style>
      <style name="Widget.MaterialComponents.BottomAppBar.PrimarySurface">
        <item name="background">?attr/colorPrimarySurface</item>
        <item name="navigationIconTint">?attr/colorOnPrimarySurface</item>
      </style>
      <style name="Widget.MaterialComponents.ChipGroup" parent="">
        <item name="chipSpacingHorizontal">8dp</item>
        <item name="chipSpacingVertical">4dp</item>
      </style>
      <style name="Widget.MaterialComponents.Toolbar" parent="">
        <item name="minHeight">?android:attr/actionBarSize</item>
        <item name="titleTextColor">?android:attr/textColorPrimary</item>
        <item name="subtitleTextColor">?android:attr/textColorSecondary</item>
        <item name="titleTextSize">20sp</item>
        <item name="navigationIconTint">?attr/colorControlNormal</item>
      </style>
      <style name="Widget.MaterialComponents.Toolbar.Primary">
        <item name="background">?attr/colorPrimary</item>
        <item name="titleTextColor">?attr/colorOnPrimary</item>
        <item name="subtitleTextColor">@color/library_on_primary_60</item>
        <item name="navigationIconTint">?attr/colorOnPrimary</item>
      </style>
      <style name="Widget.MaterialComponents.Toolbar.Surface">
        <item name="background">?attr/colorSurface</item>
        <item name="titleTextColor">@color/library_on_surface_87</item>
        <item name="subtitleTextColor">@color/library_on_surface_60</item>
        <item name="navigationIconTint">@color/library_on_surface_60</item>
      </style>
      <style name="Widget.MaterialComponents.Toolbar.PrimarySurface">
        <item name="background">?attr/colorPrimarySurface</item>
        <item name="titleTextColor">?attr/colorOnPrimarySurface</item>
        <item name="navigationIconTint">?attr/colorOnPrimarySurface</item>
      </style>
      <style name="Widget.MaterialComponents.AppBarLayout.Primary" parent="">
        <item name="background">?attr/colorPrimary</item>
        <item name="elevation">4dp</item>
      </style>
      <style name="Widget.MaterialComponents.AppBarLayout.Surface" parent="">
        <item name="background">?attr/colorSurface</item>
        <item name="elevation">4dp</item>
      </style>
      <style name="Widget.MaterialComponents.AppBarLayout.PrimarySurface" parent="">
        <item name="background">?attr/colorPrimarySurface</item>
        <item name="elevation">4dp</item>
      </style>
      <style name="Widget.MaterialComponents.BottomNavigationView" parent="">
        <item name="background">?attr/colorSurface</item>
        <item name="itemIconTint">@color/library_navigation_item</item>
        <item name="itemTextColor">@color/library_navigation_item</item>
        <item name="minHeight">56dp</item>
        <item name="elevation">8dp</item>
      </style>
      <style name="Widget.MaterialComponents.BottomNavigationView.Colored">
        <item name="background">?attr/colorPrimary</item>
        <item name="itemIconTint">@color/library_navigation_item_colored</item>
        <item name="itemTextColor">@color/library_navigation_item_colored</item>
      </style>
      <style name="Widget.MaterialComponents.BottomNavigationView.PrimarySurface">
        <item name="background">?attr/colorPrimarySurface</item>
      </style>
      <style name="Widget.MaterialComponents.NavigationView" parent="">
        <item name="background">?attr/colorSurface</item>
        <item name="elevation">16dp</item>
        <item name="itemIconTint">@color/library_navigation_item</item>
        <item name="itemTextColor">@color/library_navigation_drawer_text</item>
        <item name="itemShapeFillColor">@color/library_primary_12</item>
        <item name="itemShapeAppearance">@style/ShapeAppearance.MaterialComponents.SmallComponent</item>
        <item name="itemShapeInsetStart">8dp</item>
        <item name="itemShapeInsetEnd">8dp</item>
        <item name="itemShapeInsetTop">4dp</item>
        <item name="itemShapeInsetBottom">4dp</item>
        <item name="itemHorizontalPadding">16dp</item>
        <item name="itemIconPadding">32dp</item>
        <item name="subheaderColor">@color/library_on_surface_60</item>
        <item name="dividerColor">@color/library_on_surface_12</item>
      </style>
      <style name="ShapeAppearance.MaterialComponents.SmallComponent" parent="">
        <item name="cornerFamily">rounded</item>
        <item name="cornerSize">4dp</item>
      </style>
      <style name="ShapeAppearance.Material3.Corner.Full" parent="">
        <item name="cornerFamily">rounded</item>
        <item name="cornerSize">50%</item>
      </style>
      <style name="ShapeAppearance.Material3.Corner.ExtraSmall" parent="">
        <item name="cornerFamily">rounded</item>
        <item name="cornerSize">4dp</item>
      </style>
      <style name="ShapeAppearance.Material3.Corner.Small" parent="">
        <item name="cornerFamily">rounded</item>
        <item name="cornerSize">8dp</item>
      </style>
      <style name="ShapeAppearance.Material3.Corner.Medium" parent="">
        <item name="cornerFamily">rounded</item>
        <item name="cornerSize">12dp</item>
      </style>
      <style name="ShapeAppearance.Material3.Corner.Large" parent="">
        <item name="cornerFamily">rounded</item>
        <item name="cornerSize">16dp</item>
      </style>
      <style name="ShapeAppearance.Material3.Corner.ExtraLarge" parent="">
        <item name="cornerFamily">rounded</item>
        <item name="cornerSize">28dp</item>
      </style>
      <style name="ShapeAppearance.Material3.SmallComponent" parent="ShapeAppearance.Material3.Corner.Small"/>
      <style name="ShapeAppearance.Material3.MediumComponent" parent="ShapeAppearance.Material3.Corner.Medium"/>
      <style name="ShapeAppearance.Material3.LargeComponent" parent="ShapeAppearance.Material3.Corner.Large"/>
      <style name="ShapeAppearance.MaterialComponents.MediumComponent" parent="ShapeAppearance.MaterialComponents.SmallComponent"/>
      <style name="ShapeAppearance.MaterialComponents.LargeComponent" parent="">
        <item name="cornerFamily">rounded</item>
        <item name="cornerSize">0dp</item>
      </style>
      <style name="Widget.MaterialComponents.TabLayout" parent="">
        <item name="background">?attr/colorSurface</item>
        <item name="tabTextColor">@color/library_tab_text</item>
        <item name="tabIndicatorColor">?attr/colorPrimary</item>
        <item name="tabIndicatorHeight">2dp</item>
        <item name="tabTextAllCaps">true</item>
        <item name="minHeight">48dp</item>
      </style>
      <style name="Widget.MaterialComponents.TabLayout.Colored">
        <item name="background">?attr/colorPrimary</item>
        <item name="tabTextColor">@color/library_tab_text_colored</item>
        <item name="tabIndicatorColor">?attr/colorOnPrimary</item>
      </style>
      <style name="Widget.MaterialComponents.TextInputLayout.FilledBox" parent="">
        <item name="boxBackgroundMode">filled</item>
        <item name="boxBackgroundColor">@color/library_on_surface_12</item>
        <item name="boxStrokeColor">@color/library_on_surface_38</item>
        <item name="boxCornerRadius">4dp</item>
        <item name="hintTextColor">@color/library_on_surface_60</item>
        <item name="helperTextTextColor">@color/library_on_surface_60</item>
        <item name="errorTextColor">?attr/colorError</item>
        <item name="endIconTint">@color/library_on_surface_60</item>
        <item name="startIconTint">@color/library_on_surface_60</item>
      </style>
      <style name="Widget.MaterialComponents.TextInputLayout.OutlinedBox"
          parent="Widget.MaterialComponents.TextInputLayout.FilledBox">
        <item name="boxBackgroundMode">outline</item>
        <item name="boxBackgroundColor">#00000000</item>
      </style>
      <style name="Widget.MaterialComponents.CollapsingToolbar" parent="">
        <item name="expandedTitleMargin">32dp</item>
        <item name="expandedTitleTextAppearance">@style/TextAppearance.MaterialComponents.CollapsingToolbar.Expanded</item>
      </style>
      <style name="TextAppearance.MaterialComponents.CollapsingToolbar.Expanded" parent="@android:style/TextAppearance.Material">
        <item name="textSize">34sp</item>
        <item name="textColor">?android:attr/textColorPrimary</item>
      </style>
      <style name="Widget.MaterialComponents.CardView" parent="">
        <item name="cardBackgroundColor">?attr/colorSurface</item>
        <item name="cardCornerRadius">4dp</item>
        <item name="cardElevation">1dp</item>
      </style>

      <style name="Widget.Material3.Button" parent="">
        <item name="backgroundTint">@color/library_button_primary</item>
        <item name="textColor">@color/library_button_on_primary</item>
        <item name="iconTint">@color/library_button_on_primary</item>
        <item name="cornerRadius">50%</item>
        <item name="insetTop">4dp</item>
        <item name="insetBottom">4dp</item>
        <item name="minHeight">48dp</item>
        <item name="minWidth">48dp</item>
        <item name="paddingLeft">24dp</item>
        <item name="paddingRight">24dp</item>
        <item name="iconPadding">8dp</item>
        <item name="gravity">center</item>
        <item name="maxLines">1</item>
        <item name="textAppearance">?attr/textAppearanceLabelLarge</item>
      </style>
      <style name="Widget.Material3.Button.TextButton">
        <item name="backgroundTint">#00000000</item>
        <item name="textColor">@color/library_button_primary_text</item>
        <item name="iconTint">@color/library_button_primary_text</item>
        <item name="paddingLeft">12dp</item>
        <item name="paddingRight">12dp</item>
      </style>
      <style name="Widget.Material3.Button.OutlinedButton"
          parent="Widget.Material3.Button.TextButton">
        <item name="strokeColor">?attr/colorOutline</item>
        <item name="strokeWidth">1dp</item>
        <item name="paddingLeft">24dp</item>
        <item name="paddingRight">24dp</item>
      </style>
      <style name="Widget.Material3.Button.TonalButton">
        <item name="backgroundTint">@color/library_button_secondary_container</item>
        <item name="textColor">@color/library_button_on_secondary_container</item>
        <item name="iconTint">@color/library_button_on_secondary_container</item>
      </style>
      <style name="Widget.Material3.Button.ElevatedButton">
        <item name="backgroundTint">@color/library_button_surface_container_low</item>
        <item name="textColor">@color/library_button_primary_text</item>
        <item name="iconTint">@color/library_button_primary_text</item>
        <item name="elevation">1dp</item>
      </style>
      <style name="Widget.Material3.Button.IconButton" parent="Widget.Material3.Button.TextButton">
        <item name="iconTint">?attr/colorOnSurfaceVariant</item>
        <item name="paddingLeft">10dp</item>
        <item name="paddingRight">10dp</item>
        <item name="insetLeft">4dp</item>
        <item name="insetRight">4dp</item>
        <item name="iconSize">20dp</item>
        <item name="iconPadding">0dp</item>
      </style>
      <style name="Widget.Material3.Button.IconButton.Filled"
          parent="Widget.Material3.Button.IconButton">
        <item name="backgroundTint">?attr/colorPrimary</item>
        <item name="iconTint">?attr/colorOnPrimary</item>
      </style>
      <style name="Widget.Material3.Button.IconButton.Filled.Tonal"
          parent="Widget.Material3.Button.IconButton">
        <item name="backgroundTint">?attr/colorSecondaryContainer</item>
        <item name="iconTint">?attr/colorOnSecondaryContainer</item>
      </style>
      <style name="Widget.Material3.Button.IconButton.Outlined"
          parent="Widget.Material3.Button.IconButton">
        <item name="strokeColor">?attr/colorOutline</item>
        <item name="strokeWidth">1dp</item>
      </style>
      <style name="Widget.Material3.FloatingActionButton.Primary" parent="">
        <item name="backgroundTint">?attr/colorPrimaryContainer</item>
        <item name="tint">?attr/colorOnPrimaryContainer</item>
        <item name="cornerRadius">16dp</item>
        <item name="elevation">6dp</item>
        <item name="fabSize">normal</item>
        <item name="scaleType">center</item>
      </style>
      <style name="Widget.Material3.FloatingActionButton.Secondary"
          parent="Widget.Material3.FloatingActionButton.Primary">
        <item name="backgroundTint">?attr/colorSecondaryContainer</item>
        <item name="tint">?attr/colorOnSecondaryContainer</item>
      </style>
      <style name="Widget.Material3.FloatingActionButton.Tertiary"
          parent="Widget.Material3.FloatingActionButton.Primary">
        <item name="backgroundTint">?attr/colorTertiaryContainer</item>
        <item name="tint">?attr/colorOnTertiaryContainer</item>
      </style>
      <style name="Widget.Material3.FloatingActionButton.Surface"
          parent="Widget.Material3.FloatingActionButton.Primary">
        <item name="backgroundTint">?attr/colorSurfaceContainerHigh</item>
        <item name="tint">?attr/colorPrimary</item>
      </style>
      <style name="Widget.Material3.ExtendedFloatingActionButton.Primary"
          parent="Widget.Material3.Button">
        <item name="backgroundTint">?attr/colorPrimaryContainer</item>
        <item name="textColor">?attr/colorOnPrimaryContainer</item>
        <item name="iconTint">?attr/colorOnPrimaryContainer</item>
        <item name="cornerRadius">16dp</item>
        <item name="insetTop">0dp</item>
        <item name="insetBottom">0dp</item>
        <item name="minHeight">56dp</item>
        <item name="paddingLeft">20dp</item>
        <item name="paddingRight">20dp</item>
        <item name="iconPadding">12dp</item>
        <item name="elevation">6dp</item>
      </style>
      <style name="Widget.Material3.ExtendedFloatingActionButton.Icon.Primary"
          parent="Widget.Material3.ExtendedFloatingActionButton.Primary">
        <item name="paddingLeft">16dp</item>
      </style>
      <style name="Widget.Material3.ExtendedFloatingActionButton.Secondary"
          parent="Widget.Material3.ExtendedFloatingActionButton.Primary">
        <item name="backgroundTint">?attr/colorSecondaryContainer</item>
        <item name="textColor">?attr/colorOnSecondaryContainer</item>
        <item name="iconTint">?attr/colorOnSecondaryContainer</item>
      </style>
      <style name="Widget.Material3.ExtendedFloatingActionButton.Tertiary"
          parent="Widget.Material3.ExtendedFloatingActionButton.Primary">
        <item name="backgroundTint">?attr/colorTertiaryContainer</item>
        <item name="textColor">?attr/colorOnTertiaryContainer</item>
        <item name="iconTint">?attr/colorOnTertiaryContainer</item>
      </style>
      <style name="Widget.Material3.ExtendedFloatingActionButton.Surface"
          parent="Widget.Material3.ExtendedFloatingActionButton.Primary">
        <item name="backgroundTint">?attr/colorSurfaceContainerHigh</item>
        <item name="textColor">?attr/colorPrimary</item>
        <item name="iconTint">?attr/colorPrimary</item>
      </style>
      <style name="Widget.Material3.BottomSheet.DragHandle" parent="">
        <item name="scaleType">center</item>
        <item name="minWidth">48dp</item>
        <item name="minHeight">48dp</item>
        <item name="paddingBottom">20dp</item>
        <item name="src">@drawable/library_bottom_sheet_drag_handle</item>
        <item name="tint">?attr/colorOnSurfaceVariant</item>
      </style>
      <style name="Widget.Material3.Chip.Assist" parent="">
        <item name="chipBackgroundColor">#00000000</item>
        <item name="chipStrokeColor">?attr/colorOutline</item>
        <item name="chipStrokeWidth">1dp</item>
        <item name="chipCornerRadius">8dp</item>
        <item name="chipMinHeight">32dp</item>
        <item name="chipMinTouchTargetSize">48dp</item>
        <item name="textColor">?attr/colorOnSurface</item>
        <item name="chipIconTint">?attr/colorPrimary</item>
        <item name="textAppearance">?attr/textAppearanceLabelLarge</item>
        <item name="paddingLeft">16dp</item>
        <item name="paddingRight">16dp</item>
        <item name="iconPadding">8dp</item>
        <item name="gravity">center_vertical</item>
        <item name="maxLines">1</item>
      </style>
      <style name="Widget.Material3.Chip.Filter" parent="Widget.Material3.Chip.Assist">
        <item name="textColor">?attr/colorOnSurfaceVariant</item>
        <item name="chipIconTint">?attr/colorOnSurfaceVariant</item>
        <item name="checkedIconVisible">true</item>
      </style>
      <style name="Widget.Material3.Chip.Suggestion" parent="Widget.Material3.Chip.Filter"/>
      <style name="Widget.Material3.Chip.Input" parent="Widget.Material3.Chip.Filter">
        <item name="closeIconVisible">true</item>
        <item name="closeIconTint">?attr/colorOnSurfaceVariant</item>
      </style>
      <style name="Widget.Material3.Chip.Assist.Elevated" parent="Widget.Material3.Chip.Assist">
        <item name="chipStrokeColor">#00000000</item>
        <item name="chipBackgroundColor">?attr/colorSurfaceContainerLow</item>
        <item name="elevation">1dp</item>
      </style>
      <style name="Widget.Material3.Chip.Filter.Elevated" parent="Widget.Material3.Chip.Filter">
        <item name="chipStrokeColor">#00000000</item>
        <item name="chipBackgroundColor">?attr/colorSurfaceContainerLow</item>
        <item name="elevation">1dp</item>
      </style>
      <style name="Widget.Material3.Chip.Suggestion.Elevated" parent="Widget.Material3.Chip.Suggestion">
        <item name="chipStrokeColor">#00000000</item>
        <item name="chipBackgroundColor">?attr/colorSurfaceContainerLow</item>
        <item name="elevation">1dp</item>
      </style>
      <style name="Widget.Material3.Chip.Input.Elevated" parent="Widget.Material3.Chip.Input">
        <item name="chipStrokeColor">#00000000</item>
        <item name="chipBackgroundColor">?attr/colorSurfaceContainerLow</item>
        <item name="elevation">1dp</item>
      </style>
      <style name="Widget.Material3.ChipGroup" parent="">
        <item name="chipSpacingHorizontal">8dp</item>
        <item name="chipSpacingVertical">8dp</item>
      </style>
      <style name="Widget.Material3.Toolbar" parent="">
        <item name="minHeight">?attr/actionBarSize</item>
        <item name="titleTextColor">?attr/colorOnSurface</item>
        <item name="subtitleTextColor">?attr/colorOnSurfaceVariant</item>
        <item name="titleTextAppearance">@style/TextAppearance.Material3.TitleLarge</item>
        <item name="contentInsetStartWithNavigation">0dp</item>
        <item name="navigationIconTint">?attr/colorOnSurface</item>
      </style>
      <style name="Widget.Material3.Toolbar.Surface">
        <item name="background">?attr/colorSurface</item>
      </style>
      <style name="Widget.Material3.BottomAppBar" parent="">
        <item name="background">?attr/colorSurfaceContainer</item>
        <item name="minHeight">80dp</item>
        <item name="navigationIconTint">?attr/colorOnSurfaceVariant</item>
      </style>
      <style name="Widget.Material3.AppBarLayout" parent="">
        <item name="background">?attr/colorSurface</item>
      </style>
      <style name="Widget.Material3.BottomNavigationView" parent="">
        <item name="background">?attr/colorSurfaceContainer</item>
        <item name="itemIconTint">@color/library_navigation_icon_m3</item>
        <item name="itemTextColor">@color/library_navigation_text_m3</item>
        <item name="itemActiveIndicatorColor">?attr/colorSecondaryContainer</item>
        <item name="minHeight">80dp</item>
      </style>
      <style name="Widget.Material3.TabLayout" parent="">
        <item name="background">?attr/colorSurface</item>
        <item name="tabTextColor">@color/library_tab_text_m3</item>
        <item name="tabIndicatorColor">?attr/colorPrimary</item>
        <item name="tabIndicatorHeight">3dp</item>
        <item name="tabIndicator">@drawable/library_tab_indicator_m3</item>
        <item name="tabIndicatorFullWidth">false</item>
        <item name="tabTextAllCaps">false</item>
        <item name="minHeight">48dp</item>
      </style>
      <style name="Widget.Material3.TextInputLayout.OutlinedBox" parent="">
        <item name="boxBackgroundMode">outline</item>
        <item name="boxBackgroundColor">#00000000</item>
        <item name="boxStrokeColor">?attr/colorOutline</item>
        <item name="boxCornerRadius">4dp</item>
        <item name="hintTextColor">?attr/colorOnSurfaceVariant</item>
        <item name="helperTextTextColor">?attr/colorOnSurfaceVariant</item>
        <item name="errorTextColor">?attr/colorError</item>
        <item name="endIconTint">?attr/colorOnSurfaceVariant</item>
        <item name="startIconTint">?attr/colorOnSurfaceVariant</item>
      </style>
      <style name="Widget.Material3.TextInputLayout.FilledBox"
          parent="Widget.Material3.TextInputLayout.OutlinedBox">
        <item name="boxBackgroundMode">filled</item>
        <item name="boxBackgroundColor">?attr/colorSurfaceContainerHighest</item>
        <item name="boxStrokeColor">?attr/colorOnSurfaceVariant</item>
      </style>
      <style name="Widget.Material3.NavigationView" parent="">
        <item name="background">?attr/colorSurfaceContainerLow</item>
        <item name="itemIconTint">@color/library_navigation_icon_m3</item>
        <item name="itemTextColor">@color/library_navigation_text_m3</item>
        <item name="itemShapeFillColor">?attr/colorSecondaryContainer</item>
        <item name="itemShapeAppearance">@style/ShapeAppearance.Material3.Corner.Full</item>
        <item name="itemShapeInsetStart">12dp</item>
        <item name="itemShapeInsetEnd">12dp</item>
        <item name="itemHorizontalPadding">28dp</item>
        <item name="itemIconPadding">12dp</item>
        <item name="subheaderColor">?attr/colorOnSurfaceVariant</item>
        <item name="dividerColor">?attr/colorOutlineVariant</item>
      </style>
      <style name="Widget.Material3.CollapsingToolbar" parent="">
        <item name="expandedTitleMargin">16dp</item>
        <item name="expandedTitleTextAppearance">?attr/textAppearanceHeadlineSmall</item>
        <item name="expandedTitleTextColor">?attr/colorOnSurface</item>
      </style>
      <style name="Widget.Material3.CollapsingToolbar.Medium" parent="Widget.Material3.CollapsingToolbar">
        <item name="expandedTitleMarginBottom">20dp</item>
      </style>
      <style name="Widget.Material3.CollapsingToolbar.Large" parent="Widget.Material3.CollapsingToolbar">
        <item name="expandedTitleMarginBottom">28dp</item>
        <item name="expandedTitleTextAppearance">?attr/textAppearanceHeadlineMedium</item>
      </style>
      <style name="Widget.Material3.CardView.Outlined" parent="">
        <item name="cardBackgroundColor">?attr/colorSurface</item>
        <item name="shapeAppearance">@style/ShapeAppearance.Material3.Corner.Medium</item>
        <item name="cardElevation">0dp</item>
        <item name="strokeColor">?attr/colorOutlineVariant</item>
        <item name="strokeWidth">1dp</item>
      </style>
      <style name="Widget.Material3.CardView.Elevated" parent="">
        <item name="cardBackgroundColor">?attr/colorSurfaceContainerLow</item>
        <item name="shapeAppearance">@style/ShapeAppearance.Material3.Corner.Medium</item>
        <item name="cardElevation">1dp</item>
        <item name="strokeWidth">0dp</item>
      </style>
      <style name="Widget.Material3.CardView.Filled" parent="">
        <item name="cardBackgroundColor">?attr/colorSurfaceContainerHighest</item>
        <item name="shapeAppearance">@style/ShapeAppearance.Material3.Corner.Medium</item>
        <item name="cardElevation">0dp</item>
        <item name="strokeWidth">0dp</item>
      </style>
      <style name="Widget.AppCompat.Toolbar" parent="">
        <item name="minHeight">?android:attr/actionBarSize</item>
        <item name="titleTextColor">?android:attr/textColorPrimary</item>
        <item name="subtitleTextColor">?android:attr/textColorSecondary</item>
        <item name="titleTextSize">20sp</item>
        <item name="navigationIconTint">?android:attr/colorControlNormal</item>
      </style>

      <style name="TextAppearance.MaterialComponents.Headline1" parent="@android:style/TextAppearance.Material">
        <item name="textSize">96sp</item><item name="fontFamily">sans-serif-light</item>
        <item name="letterSpacing">-0.015625</item>
      </style>
      <style name="TextAppearance.MaterialComponents.Headline2" parent="@android:style/TextAppearance.Material">
        <item name="textSize">60sp</item><item name="fontFamily">sans-serif-light</item>
        <item name="letterSpacing">-0.00833333333</item>
      </style>
      <style name="TextAppearance.MaterialComponents.Headline3" parent="@android:style/TextAppearance.Material">
        <item name="textSize">48sp</item>
      </style>
      <style name="TextAppearance.MaterialComponents.Headline4" parent="@android:style/TextAppearance.Material">
        <item name="textSize">34sp</item>
        <item name="letterSpacing">0.00735294118</item>
      </style>
      <style name="TextAppearance.MaterialComponents.Headline5" parent="@android:style/TextAppearance.Material">
        <item name="textSize">24sp</item>
      </style>
      <style name="TextAppearance.MaterialComponents.Headline6" parent="@android:style/TextAppearance.Material">
        <item name="textSize">20sp</item><item name="fontFamily">sans-serif-medium</item>
        <item name="letterSpacing">0.0125</item>
      </style>
      <style name="TextAppearance.MaterialComponents.Subtitle1" parent="@android:style/TextAppearance.Material">
        <item name="textSize">16sp</item>
        <item name="letterSpacing">0.009375</item>
      </style>
      <style name="TextAppearance.MaterialComponents.Subtitle2" parent="@android:style/TextAppearance.Material">
        <item name="textSize">14sp</item><item name="fontFamily">sans-serif-medium</item>
        <item name="letterSpacing">0.00714285714</item>
      </style>
      <style name="TextAppearance.MaterialComponents.Body1" parent="@android:style/TextAppearance.Material">
        <item name="textSize">16sp</item>
        <item name="letterSpacing">0.03125</item>
      </style>
      <style name="TextAppearance.MaterialComponents.Body2" parent="@android:style/TextAppearance.Material">
        <item name="textSize">14sp</item>
        <item name="letterSpacing">0.0178571429</item>
      </style>
      <style name="TextAppearance.MaterialComponents.Caption" parent="@android:style/TextAppearance.Material.Caption">
        <item name="textSize">12sp</item>
        <item name="letterSpacing">0.0333333333</item>
      </style>
      <style name="TextAppearance.MaterialComponents.Button" parent="@android:style/TextAppearance.Material">
        <item name="textSize">14sp</item><item name="fontFamily">sans-serif-medium</item>
        <item name="textAllCaps">true</item>
        <item name="letterSpacing">0.0892857143</item>
      </style>
      <style name="TextAppearance.MaterialComponents.Overline" parent="@android:style/TextAppearance.Material">
        <item name="textSize">10sp</item><item name="textAllCaps">true</item>
        <item name="letterSpacing">0.166666667</item>
      </style>
      <style name="TextAppearance.Material3.DisplayLarge" parent="@android:style/TextAppearance.Material">
        <item name="textSize">57sp</item><item name="lineHeight">64sp</item>
        <item name="letterSpacing">-0.00438596491</item>
      </style>
      <style name="TextAppearance.Material3.DisplayMedium" parent="@android:style/TextAppearance.Material">
        <item name="textSize">45sp</item><item name="lineHeight">52sp</item>
      </style>
      <style name="TextAppearance.Material3.DisplaySmall" parent="@android:style/TextAppearance.Material">
        <item name="textSize">36sp</item><item name="lineHeight">44sp</item>
      </style>
      <style name="TextAppearance.Material3.HeadlineLarge" parent="@android:style/TextAppearance.Material">
        <item name="textSize">32sp</item><item name="lineHeight">40sp</item>
      </style>
      <style name="TextAppearance.Material3.HeadlineMedium" parent="@android:style/TextAppearance.Material">
        <item name="textSize">28sp</item><item name="lineHeight">36sp</item>
      </style>
      <style name="TextAppearance.Material3.HeadlineSmall" parent="@android:style/TextAppearance.Material">
        <item name="textSize">24sp</item><item name="lineHeight">32sp</item>
      </style>
      <style name="TextAppearance.Material3.TitleLarge" parent="@android:style/TextAppearance.Material">
        <item name="textSize">22sp</item><item name="lineHeight">28sp</item>
      </style>
      <style name="TextAppearance.Material3.TitleMedium" parent="@android:style/TextAppearance.Material">
        <item name="textSize">16sp</item><item name="lineHeight">24sp</item><item name="fontFamily">sans-serif-medium</item>
        <item name="letterSpacing">0.009375</item>
      </style>
      <style name="TextAppearance.Material3.TitleSmall" parent="@android:style/TextAppearance.Material">
        <item name="textSize">14sp</item><item name="lineHeight">20sp</item><item name="fontFamily">sans-serif-medium</item>
        <item name="letterSpacing">0.00714285714</item>
      </style>
      <style name="TextAppearance.Material3.BodyLarge" parent="@android:style/TextAppearance.Material">
        <item name="textSize">16sp</item><item name="lineHeight">24sp</item>
        <item name="letterSpacing">0.03125</item>
      </style>
      <style name="TextAppearance.Material3.BodyMedium" parent="@android:style/TextAppearance.Material">
        <item name="textSize">14sp</item><item name="lineHeight">20sp</item>
        <item name="letterSpacing">0.0178571429</item>
      </style>
      <style name="TextAppearance.Material3.BodySmall" parent="@android:style/TextAppearance.Material">
        <item name="textSize">12sp</item><item name="lineHeight">16sp</item>
        <item name="letterSpacing">0.0333333333</item>
      </style>
      <style name="TextAppearance.Material3.LabelLarge" parent="@android:style/TextAppearance.Material">
        <item name="textSize">14sp</item><item name="lineHeight">20sp</item><item name="fontFamily">sans-serif-medium</item>
        <item name="letterSpacing">0.00714285714</item>
      </style>
      <style name="TextAppearance.Material3.LabelMedium" parent="@android:style/TextAppearance.Material">
        <item name="textSize">12sp</item><item name="lineHeight">16sp</item><item name="fontFamily">sans-serif-medium</item>
        <item name="letterSpacing">0.0416666667</item>
      </style>
      <style name="TextAppearance.Material3.LabelSmall" parent="@android:style/TextAppearance.Material">
        <item name="textSize">11sp</item><item name="lineHeight">16sp</item><item name="fontFamily">sans-serif-medium</item>
        <item name="letterSpacing">0.0454545455</item>
      </style>
    </resources>
    """
}

extension ColorStateList {
  /// A list of one colour at an alpha, whatever the state.
  init(color: String, alpha: String?) {
    items = [StateItem(states: [:], value: Entry(color: color, alpha: alpha))]
  }

  /// A list of items, each the states it asks for, its colour and its alpha, the first
  /// that matches winning.
  init(_ items: [([String: Bool], String, String?)]) {
    self.items = items.map { StateItem(states: $0.0, value: Entry(color: $0.1, alpha: $0.2)) }
  }

  /// A list of one colour in a state (`checked`), another (at an alpha) out of it.
  init(_ state: String, _ color: String, else other: String, alpha: String? = nil) {
    items = [
      StateItem(states: [state: true], value: Entry(color: color, alpha: nil)),
      StateItem(states: [:], value: Entry(color: other, alpha: alpha)),
    ]
  }
}
