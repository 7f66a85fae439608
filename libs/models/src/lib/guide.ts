/** Text guide block of the marketing widgets (spec §3). */
export interface TextGuide {
  title: string;
  text: string;
  features: TextGuideFeature[];
  hovers: TextGuideHover[];
  button?: TextGuideButton;
  contact?: TextGuideContact;
  images: string[];
}

export interface TextGuideFeature {
  icon: string;
  iconColor?: string;
  text: string;
  textColor?: string;
}

/** A hover item; hovering it switches the active image. */
export interface TextGuideHover {
  image: string;
  name: string;
  char?: string;
  text: string;
  color?: string;
}

export interface TextGuideButton {
  text: string;
  foreColor?: string;
  backColor?: string;
}

export interface TextGuideContact {
  text: string;
  color?: string;
}
