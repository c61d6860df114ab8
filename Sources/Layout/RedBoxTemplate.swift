extension RedBox {
  /// The Red Box as a Layout template. Its state: `kind`, `message`, `location`, `hints` and
  /// `footer` (text), and the sizes `titleSize`, `monoSize`, `bodySize`, `smallSize`,
  /// `padding` and `gap` (points), which scale with the canvas.
  static let xml = """
    <UIView backgroundColor="#D32F2F" height="100%" width="100%">
        <UILabel
            font="JetBrains Mono {smallSize} bold"
            left="padding"
            numberOfLines="1"
            text="{kind}"
            textColor="rgba(255, 255, 255, 0.8)"
            top="padding"
            width="100% - padding * 2"
        />
        <UILabel
            font="Inter {titleSize} bold"
            left="padding"
            lineBreakMode="byTruncatingTail"
            numberOfLines="4"
            text="{message}"
            textColor="white"
            top="previous.bottom + gap"
            width="100% - padding * 2"
        />
        <UILabel
            font="JetBrains Mono {monoSize}"
            left="padding"
            lineBreakMode="byTruncatingTail"
            numberOfLines="3"
            text="{location}"
            textColor="white"
            top="previous.bottom + gap * 1.5"
            width="100% - padding * 2"
        />
        <UILabel
            font="Inter {bodySize}"
            left="padding"
            lineBreakMode="byTruncatingTail"
            numberOfLines="6"
            text="{hints}"
            textColor="white"
            top="previous.bottom + gap * 1.5"
            width="100% - padding * 2"
        />
        <UILabel
            bottom="100% - padding"
            font="Inter {smallSize}"
            left="padding"
            numberOfLines="2"
            text="{footer}"
            textColor="rgba(255, 255, 255, 0.8)"
            width="100% - padding * 2"
        />
    </UIView>
    """
}
