/**
 * Built-in tutorial content shown on the dashboard's Tutorials page.
 * Every tutorial describes this product with its real labels; steps are plain text.
 */
import type { TutorialCategory } from '@shared/catalog'

export interface TutorialStep {
  title: string
  body: string
}

export interface Tutorial {
  /** kebab-case, unique */
  slug: string
  category: TutorialCategory
  title: string
  /** one or two sentences for the card */
  description: string
  /** reading/doing time estimate */
  minutes: number
  level: 'Beginner' | 'Intermediate' | 'Advanced'
  tags: string[]
  /** 4 to 8 steps, each body 1-4 sentences, plain text */
  steps: TutorialStep[]
}

export const TUTORIALS: Tutorial[] = [
  // ---------------------------------------------------------------- getting_started
  {
    slug: 'first-experience-with-the-ai-assistant',
    category: 'getting_started',
    title: 'Your first experience with the AI assistant',
    description:
      "Describe a scene in plain words on Home and watch it appear in the live preview. Then refine it with follow-up requests until it looks right.",
    minutes: 5,
    level: 'Beginner',
    tags: ['ai assistant', 'home', 'voice', 'prompt'],
    steps: [
      {
        title: 'Open Home',
        body: "After you sign in, pick Home in the side menu. The AI chat assistant sits in the middle of the page, ready for your first request.",
      },
      {
        title: 'Describe what you want',
        body: "Type a prompt such as 'a red car next to two trees at sunset' and press Enter to send it. Use Shift+Enter if you want a new line inside the same message. Mention objects, colours, counts and mood; the more concrete you are, the closer the first result will be.",
      },
      {
        title: 'Or just say it',
        body: "Click the mic button and speak your request instead of typing. Your words are turned into a prompt and sent the same way, which is handy when you are sketching ideas quickly.",
      },
      {
        title: 'Look at the preview',
        body: "A preview opens on the right with the experience name and a row of 'scene content' chips, one per object. Click a chip to preview that object on its own, and click its X to remove it from the scene.",
      },
      {
        title: 'Refine with follow-ups',
        body: "Keep talking to the same thread: 'make the tree taller', 'add two more', or 'make it night' all change the experience you already have rather than starting a new one. Small, specific requests work best, one change at a time.",
      },
      {
        title: 'Name it',
        body: "The name above the preview is editable, so give the experience a name you will recognise later in My Projects.",
      },
      {
        title: 'Start over or tidy up',
        body: "Click New Chat when you want a fresh experience from scratch. Past threads stay in the list so you can return to them, and you can delete the ones you no longer need.",
      },
    ],
  },
  {
    slug: 'create-edit-and-publish-a-project',
    category: 'getting_started',
    title: 'Create, edit and publish your first project',
    description:
      'Walk through the whole path once: the New Project dialog, the scene editor, and publishing a link and QR code you can open on your phone.',
    minutes: 10,
    level: 'Beginner',
    tags: ['new project', 'scene editor', 'publish', 'qr code'],
    steps: [
      {
        title: 'Create the project',
        body: "Click 'New Project' in the top bar. Keep the Augmented Reality category selected, choose Surface Target as the project type, enter a project name and an optional comment, and create it. The scene editor opens straight away.",
      },
      {
        title: 'Find your way around the editor',
        body: "The left panel holds the back button, the project name, the Design / Preview / Code mode tabs and the Assets list, which starts with Camera, Ambient Light and Directional Light. The right panel shows Export, Publish, the 'Add a Component' dropdown, Transform Controls and the properties of whatever you have selected.",
      },
      {
        title: 'Add something to the scene',
        body: "Open the Add menu and pick Shapes to drop in a cube or sphere, or Library to choose a ready-made model. Each new object appears in the Assets list below the lights, and the status line updates to show 'Objects: N | Poly Count: M'.",
      },
      {
        title: 'Move, rotate and scale',
        body: "Select an object and use the transform strip, or press W to translate, E to rotate and R to scale. For exact values, type numbers into the Transform Controls on the right.",
      },
      {
        title: 'Use the everyday shortcuts',
        body: "Ctrl+Z undoes and Ctrl+Shift+Z redoes. Ctrl+D duplicates the selected object, and the Delete key removes it after you confirm. Press Ctrl+S often to save your work.",
      },
      {
        title: 'Check it in Preview',
        body: "Switch to the Preview tab to see the scene as visitors will. Try the Default, Mobile and Tab device frames, and press Replay to run the experience again from the start.",
      },
      {
        title: 'Publish',
        body: "Click Publish in the right panel. This makes a new version, and the 'Your Changes are Published!' dialog shows the public link, the embed link and the ID, each with a copy button, plus a QR code.",
      },
      {
        title: 'Open it on your phone',
        body: "Scan the QR code with your phone camera to open the viewer, then tap 'View in AR' and tap a surface to place the scene. Pinch with two fingers to scale and rotate it.",
      },
    ],
  },

  // ---------------------------------------------------------------- interactive_3d
  {
    slug: 'click-to-interact-with-events',
    category: 'interactive_3d',
    title: 'Make objects respond to taps with Events',
    description:
      'Use the Events component to show, hide and play things when a visitor clicks or double-clicks an object. No code required.',
    minutes: 10,
    level: 'Intermediate',
    tags: ['events', 'interaction', 'hotspot', 'click'],
    steps: [
      {
        title: 'Set up two objects',
        body: "In the scene editor, add a button-like object (for example a small cylinder from Shapes or a Hotspot) and a second object that will react, such as a model or a Text label. Give both clear names in the Assets list so they are easy to pick later.",
      },
      {
        title: 'Add the Events component',
        body: "Select the object people will tap, open 'Add a Component' in the right panel and choose Events.",
      },
      {
        title: 'Choose a trigger',
        body: "Set the trigger to Click for a single tap, or Double Click if you want to avoid accidental taps. The trigger always belongs to the object that has the Events component.",
      },
      {
        title: 'Choose an action and a target',
        body: "Pick the target object and an action: Disable hides it, Enable shows it again. Play, Pause and Stop control media such as video and audio on the target. Redirect to URL opens a web page, which is useful for a 'learn more' or 'buy' button.",
      },
      {
        title: 'Build a show and hide toggle',
        body: "A common pattern is a pair of buttons: a Click event on one with the Disable action hides an info label, and a Click event on another with the Enable action brings it back. You can add several events to the same object, for example to hide one model and show another with a single tap.",
      },
      {
        title: 'Use hotspots as markers',
        body: "Add a Hotspot from the Add menu to get a clickable marker with a label. Hotspots make it obvious where people can tap, and events can target them like any other object, for example to show the next hotspot in a tour.",
      },
      {
        title: 'Test in Preview',
        body: "Switch to the Preview tab and click your objects to check each event. Press Replay to reset the scene and try the whole flow again from the beginning.",
      },
    ],
  },
  {
    slug: 'physics-and-particles',
    category: 'interactive_3d',
    title: 'Add physics, animation and effects',
    description:
      'Give objects weight, gravity and bounce with the Physics component, and bring the scene to life with Animation and Particle effects.',
    minutes: 12,
    level: 'Intermediate',
    tags: ['physics', 'animation', 'particle', 'components'],
    steps: [
      {
        title: 'Build a simple drop test',
        body: "Add a wide, flat box from Shapes to act as the floor, and a few spheres above it. Use the Transform Controls to place the spheres at different heights so you can see them fall.",
      },
      {
        title: 'Add the Physics component',
        body: "Select a sphere, open 'Add a Component' and choose Physics. Set mass to Light, Medium or Heavy and keep gravity on so it falls.",
      },
      {
        title: 'Pick the right collider',
        body: "Choose a collider that matches the shape: Sphere for balls, Box for crates and floors, Capsule for tall rounded objects. Mesh follows the exact model surface and is the most accurate, but it costs more, so use it only where the simpler shapes look wrong.",
      },
      {
        title: 'Tune bounciness',
        body: "Raise bounciness for a rubber ball and lower it for something heavy that should land with a thud. Give the floor a Physics component too, with a Box collider and gravity off, so the spheres have something solid to land on, and check in Preview that it stays put.",
      },
      {
        title: 'Run it in Preview',
        body: "Physics does not run in Design mode, so objects stay exactly where you put them while you edit. Open the Preview tab to watch the simulation, and press Replay to drop everything again after each change. The published viewer runs physics the same way.",
      },
      {
        title: 'Add motion and effects',
        body: "Use the Animation component to play motion on an object, and the Particle component for effects such as sparkles or smoke. Keep the number of effects modest so the scene stays smooth on phones.",
      },
    ],
  },

  // ---------------------------------------------------------------- surface_tracking
  {
    slug: 'place-a-product-on-a-table',
    category: 'surface_tracking',
    title: 'Place a product on a table with Surface Target',
    description:
      'Upload a 3D model of a product, size it to real-world scale and let people place it on any table or floor with a tap.',
    minutes: 10,
    level: 'Beginner',
    tags: ['surface target', 'product', 'upload', 'glb'],
    steps: [
      {
        title: 'Create a Surface Target project',
        body: "Click 'New Project', keep Augmented Reality selected and choose Surface Target. Name it after the product and create it to open the editor.",
      },
      {
        title: 'Upload your model',
        body: "Open the Add menu and choose Upload/Import, then pick a GLB or OBJ file up to 50 MB. GLB is usually the better choice because materials and textures travel inside one file.",
      },
      {
        title: 'Watch the AR budget',
        body: "If the model has more than 100k triangles or is larger than 10 MB you will see an AR-budget warning. It will still load, but phones may stutter, so consider a lighter version of the model. The status line shows the scene's Poly Count as you work.",
      },
      {
        title: 'Set real-world size',
        body: "In AR, the scene appears at its real size, so a coffee machine should be about 0.4 units tall, not 4. Use the scale values in Transform Controls and rest the model on the ground plane so it does not float or sink into the table.",
      },
      {
        title: 'Light it well',
        body: "Select Directional Light in the Assets list and adjust it so the product has clear shading, and raise Ambient Light a little if the shadows are too dark. Check the result with the Orthographic / Perspective camera toggle at the bottom centre.",
      },
      {
        title: 'Publish and place it',
        body: "Publish, scan the QR code from the 'Your Changes are Published!' dialog and tap 'View in AR'. Move your phone slowly over a table until a surface is found, tap to place the product, then pinch with two fingers to scale and rotate it.",
      },
    ],
  },
  {
    slug: 'tabletop-scene-with-video-and-sound',
    category: 'surface_tracking',
    title: 'A tabletop scene with video and sound',
    description:
      'Combine a model, a video panel and spatial audio into a small tabletop experience that plays when visitors tap it.',
    minutes: 12,
    level: 'Intermediate',
    tags: ['video', 'audio', 'media', 'events'],
    steps: [
      {
        title: 'Add a video',
        body: "Use Upload/Import to add an MP4 video of up to 10 MB. Videos become planes in the scene, so position and scale the plane like any other object, for example standing up behind your model.",
      },
      {
        title: 'Set video options',
        body: "With the video selected, open its Video panel. Turn off play on awake if you want visitors to start it themselves, and choose whether it should loop or start muted.",
      },
      {
        title: 'Add spatial audio',
        body: "Upload an .mp3 or .wav file of up to 5 MB and attach it with the Audio component. Turn on spatial sound and choose Short, Medium or Long for how far it carries, then set volume, pitch and loop.",
      },
      {
        title: 'Add images for labels',
        body: "Images up to 2 MB also become planes, which is a quick way to add a logo or a price card next to the product. Text from the Add menu works well for short labels you may want to edit later.",
      },
      {
        title: 'Wire up a play button',
        body: "Add a Hotspot labelled 'Play', give it an Events component with the Click trigger, and choose the video as the target with the Play action. Add a second event with the Pause action on another hotspot if you want a pause control.",
      },
      {
        title: 'Check on a phone',
        body: "Use the Mobile device frame in Preview first, then publish and open the QR code on a real phone. Sound and video behave best when the visitor has tapped once, so a clear play button is friendlier than autoplay.",
      },
    ],
  },

  // ---------------------------------------------------------------- image_tracking
  {
    slug: 'image-tracking-explained',
    category: 'image_tracking',
    title: 'Image tracking explained: choosing a good target image',
    description:
      'Learn how image tracking works and how to pick and prepare a target image. The Image Target project type is marked Coming Soon, so this guide helps you get ready.',
    minutes: 6,
    level: 'Beginner',
    tags: ['image target', 'coming soon', 'planning', 'print'],
    steps: [
      {
        title: 'What image tracking does',
        body: "Image tracking anchors content to a known picture, such as a poster, a product box or a business card. When the camera recognises the picture, the 3D content appears on top of it and follows it as it moves.",
      },
      {
        title: 'Where it stands today',
        body: "In the 'New Project' dialog, Image Target is marked Coming Soon, so you cannot create this project type yet. You can prepare your images now and build the 3D content in a Surface Target project in the meantime.",
      },
      {
        title: 'Choose high-contrast images',
        body: "Good targets have strong contrast and lots of distinct detail, like sharp corners, text and varied shapes. Soft gradients, plain colour areas and blurry photos give the camera very little to lock on to.",
      },
      {
        title: 'Avoid repeating patterns',
        body: "Tiles, stripes, checkerboards and repeated logos confuse tracking because every part looks the same. Pick an image where each region is different from the others.",
      },
      {
        title: 'Think about the printed piece',
        body: "Print on matte paper to avoid glare, and make the print large enough to fill a good part of the phone screen at a comfortable distance. Flat targets track better than curved or folded ones.",
      },
      {
        title: 'Plan the content',
        body: "Sketch what should appear on the image and how big it should be compared with the print. Keeping content roughly the size of the target makes the effect feel attached rather than floating.",
      },
    ],
  },
  {
    slug: 'poster-experience-with-surface-target',
    category: 'image_tracking',
    title: 'Build a poster experience today with Surface Target',
    description:
      'While Image Target is Coming Soon, build the same content on a Surface Target project and share it from your poster with a QR code.',
    minutes: 10,
    level: 'Beginner',
    tags: ['surface target', 'qr code', 'poster', 'coming soon'],
    steps: [
      {
        title: 'Start a Surface Target project',
        body: "Image Target is marked Coming Soon in the 'New Project' dialog, so choose Surface Target instead. The content you build now can be reused when image tracking arrives.",
      },
      {
        title: 'Build the poster content',
        body: "Add the model or characters from your poster with Upload/Import or Library, and a Text title. Upload the poster artwork as an image (up to 2 MB) so it becomes a plane you can use as a backdrop.",
      },
      {
        title: 'Add a call to action',
        body: "Add a Hotspot with an Events component, set the trigger to Click and the action to Redirect to URL to send visitors to your event or product page.",
      },
      {
        title: 'Publish and get the QR code',
        body: "Publish the project and download the QR code from the 'Your Changes are Published!' dialog at 180p, 360p or 480p. Choose 480p for print, and add your logo in the middle if you like.",
      },
      {
        title: 'Put the QR on the poster',
        body: "Place the QR code where people can reach it easily, with a short line such as 'Scan to see it in AR'. Visitors scan it, tap 'View in AR' and place the scene on a nearby surface with a tap.",
      },
    ],
  },

  // ---------------------------------------------------------------- location_tracking
  {
    slug: 'set-up-location-based-ar',
    category: 'location_tracking',
    title: 'Set up a Location-Based AR (VPS) project',
    description:
      'Anchor content to a real place by uploading a scan of the location, then build the scene around it.',
    minutes: 12,
    level: 'Advanced',
    tags: ['vps', 'location-based ar', 'scan', 'outdoor'],
    steps: [
      {
        title: 'What location-based AR does',
        body: "A Location-Based AR (VPS) project recognises a specific real place from a scan of it. Content then appears in exactly the same spot for every visitor, for example a sign above a doorway or a statue in a square.",
      },
      {
        title: 'Prepare the scan as one .zip',
        body: "Scan the location first and package the scan as a single .zip file. The project needs exactly one .zip, so put everything from the scan into that one archive.",
      },
      {
        title: 'Create the project',
        body: "Click 'New Project', keep Augmented Reality selected and choose Location-Based AR (VPS). Enter a project name and a comment describing the place, upload the .zip and create the project to open the editor.",
      },
      {
        title: 'Place content relative to the place',
        body: "Add models, Text and Hotspots and use Transform Controls to position them. Keep real-world sizes in mind: one unit is about one metre, so a welcome sign might be two units wide and three units up.",
      },
      {
        title: 'Keep it light',
        body: "Outdoor visitors often rely on mobile data, so watch the Poly Count in the status line and heed any AR-budget warnings on uploaded models. Fewer, well-placed objects usually read better outdoors than a crowded scene.",
      },
      {
        title: 'Publish and share',
        body: "Publish to get the public link and QR code. Print the QR code on a sign at the location so visitors can open the experience right where it is anchored.",
      },
    ],
  },
  {
    slug: 'outdoor-scanning-and-on-site-testing',
    category: 'location_tracking',
    title: 'Scanning outdoors and testing on site',
    description:
      'Practical tips for a scan that recognises reliably, and a checklist for testing your location experience where it will be used.',
    minutes: 8,
    level: 'Intermediate',
    tags: ['vps', 'scanning', 'testing', 'outdoor'],
    steps: [
      {
        title: 'Pick the right moment',
        body: "Scan in even daylight, ideally on an overcast day, and avoid hard shadows, rain and low sun shining into the camera. If visitors will come at night, plan to test at night too, because recognition depends on what the camera can see.",
      },
      {
        title: 'Scan from where visitors stand',
        body: "Walk slowly along the paths people will actually use and keep the camera pointed at the area where your content will appear. Capture permanent features such as walls, doorways and signs rather than parked cars or crowds.",
      },
      {
        title: 'Cover several angles',
        body: "Move in a gentle arc around the area instead of standing still and turning. Overlapping views from different angles help the location be recognised from wherever someone arrives.",
      },
      {
        title: 'Test on site before launch',
        body: "Publish, then go to the location with a phone and scan your QR code. Try approaching from different directions and distances, and check that content lines up with the real features you planned around.",
      },
      {
        title: 'Adjust and republish',
        body: "If something sits in the wrong place, adjust it in the editor and publish again; every publish makes a new version. If a change goes wrong, use Version History in the file menu to restore an earlier published version.",
      },
      {
        title: 'Rescan when the place changes',
        body: "Construction, new shop fronts or seasonal changes can make the old scan harder to recognise. Keep your scan current and replace it when the location changes noticeably.",
      },
    ],
  },

  // ---------------------------------------------------------------- area_tracking
  {
    slug: 'area-tracking-explained',
    category: 'area_tracking',
    title: 'Area tracking explained: preparing to scan a space',
    description:
      'Understand what area tracking is for and how to prepare a good scan of a room. The Area Tracking project type is marked Coming Soon.',
    minutes: 6,
    level: 'Beginner',
    tags: ['area tracking', 'coming soon', 'scanning', 'indoor'],
    steps: [
      {
        title: 'What area tracking does',
        body: "Area tracking recognises a whole indoor space, such as a shop, museum room or office, so content can be pinned to specific spots in it. Visitors can walk around and find content where you placed it.",
      },
      {
        title: 'Where it stands today',
        body: "In the 'New Project' dialog, Area Tracking is marked Coming Soon, so you cannot create this project type yet. You can plan the space and build the content now, and use World Tracking for room-scale AR in the meantime.",
      },
      {
        title: 'Prepare the space',
        body: "Switch on all the lights and open the blinds evenly so there are no very dark corners. Tidy away things that move often, such as chairs and bags, since the scan should describe what stays in place.",
      },
      {
        title: 'Scan with overlap',
        body: "Walk slowly through the space, keep the camera steady and capture every wall and major piece of furniture from more than one angle. Plain white walls are hard to recognise, so include posters, shelves and doorframes in view.",
      },
      {
        title: 'Map your content spots',
        body: "Make a simple floor plan and mark where each piece of content should appear and what visitors do there. This plan transfers directly to a World Tracking project today and to Area Tracking later.",
      },
    ],
  },
  {
    slug: 'room-scale-ar-with-world-tracking',
    category: 'area_tracking',
    title: 'Room-scale AR today with World Tracking',
    description:
      'Build a walk-around scene that appears in the room in front of the visitor, using World Tracking while Area Tracking is Coming Soon.',
    minutes: 10,
    level: 'Intermediate',
    tags: ['world tracking', 'room scale', 'hotspot', 'coming soon'],
    steps: [
      {
        title: 'Create a World Tracking project',
        body: "Click 'New Project', keep Augmented Reality selected and choose World Tracking, since Area Tracking is marked Coming Soon. Name the project and create it.",
      },
      {
        title: 'Lay out the scene at real size',
        body: "World Tracking places the scene in the room in front of the visitor, so design it at real scale, where one unit is about one metre. Keep the main content a couple of metres in front of the camera position so people see it as soon as it appears.",
      },
      {
        title: 'Group each station',
        body: "Use Group from the Add menu to keep each station together, such as a model, its Text label and a Hotspot. Groups can be moved as one, which makes rearranging the layout quick.",
      },
      {
        title: 'Guide people with hotspots',
        body: "Add a Hotspot at each station, numbered in the order you want people to visit. Use the Events component so a Click on a hotspot plays that station's audio or video and disables the hotspot once it is done, leaving only the stations still to visit.",
      },
      {
        title: 'Test in the real room',
        body: "Publish, scan the QR code and tap 'View in AR' in the space where the experience will be used. Walk around and check that nothing clips through real walls or furniture, then adjust positions and publish again.",
      },
    ],
  },

  // ---------------------------------------------------------------- virtual_spaces
  {
    slug: 'build-a-virtual-gallery-room',
    category: 'virtual_spaces',
    title: 'Build a virtual gallery room',
    description:
      'Create a room-scale gallery with walls, lighting, artwork and labelled hotspots that people can explore in AR or in a VR headset.',
    minutes: 15,
    level: 'Intermediate',
    tags: ['virtual space', 'gallery', 'lighting', 'vr'],
    steps: [
      {
        title: 'Start the project',
        body: "The Virtual Reality category in the 'New Project' dialog is marked Coming Soon, so create an Augmented Reality project with World Tracking. Your published scene can still be opened with 'View in VR' on a headset.",
      },
      {
        title: 'Build the room',
        body: "Use Shapes to add a floor and thin boxes for walls, about 3 units high and 6 to 8 units across for a comfortable room. Use Ctrl+D to duplicate walls and the Transform Controls to line them up exactly.",
      },
      {
        title: 'Hang the artwork',
        body: "Upload images (up to 2 MB each) with Upload/Import; each becomes a plane you can place on a wall at eye height, around 1.6 units. Add a Text label under each piece.",
      },
      {
        title: 'Light the space',
        body: "Lower the Ambient Light for a calmer mood and angle the Directional Light so walls are evenly lit. Use the Light component to add extra light over the key pieces.",
      },
      {
        title: 'Add hotspots for details',
        body: "Place a Hotspot next to each artwork with a short label. Add an Events component with a Click trigger that plays an audio description, or uses Redirect to URL to open a page about the piece.",
      },
      {
        title: 'Set the mood with Environment',
        body: "Add the Environment component to pick a skybox and adjust ambient light and fog. A light fog with a gentle start and end distance makes a large space feel deeper.",
      },
      {
        title: 'Walk through it',
        body: "Check the layout in Preview, then publish and open the link on a headset and choose 'View in VR'. Walk the room with controllers or your hands and adjust anything that feels too close, too far or too dark.",
      },
    ],
  },
  {
    slug: 'outdoor-scene-with-elements-and-fog',
    category: 'virtual_spaces',
    title: 'An outdoor world with Elements and fog',
    description:
      'Use the Elements menu and the Environment panel to build a natural landscape with terrain, water, trees and weather.',
    minutes: 12,
    level: 'Beginner',
    tags: ['elements', 'environment', 'terrain', 'fog'],
    steps: [
      {
        title: 'Lay down terrain and water',
        body: "Open the Add menu and choose Elements, then add terrain as the ground. Add water for a lake or river and scale it so it sits just below the terrain edge.",
      },
      {
        title: 'Plant the landscape',
        body: "Add trees, bushes and grass from Elements. Vary the scale and rotation of each copy a little so the scene looks natural rather than stamped out.",
      },
      {
        title: 'Set the sky',
        body: "Add the Environment component and choose a skybox that fits the time of day. Add clouds for daytime or stars for a night scene from Elements.",
      },
      {
        title: 'Add weather and fire',
        body: "Elements also offers rain, snow and fire. A campfire with a dim ambient light makes a strong focal point; rain or snow adds movement to a still scene.",
      },
      {
        title: 'Tune the fog',
        body: "In the Environment panel, pick a fog type and set its start, end and density. Fog hides the edge of the terrain and gives a sense of distance; raise the density gradually so it does not wash everything out.",
      },
      {
        title: 'Keep it smooth',
        body: "Keep an eye on 'Objects: N | Poly Count: M' in the status line, since many trees and particles add up quickly. Check the Mobile frame in Preview before you publish.",
      },
    ],
  },

  // ---------------------------------------------------------------- vr_training
  {
    slug: 'guided-vr-training-walkthrough',
    category: 'vr_training',
    title: 'Build a guided training walk-through',
    description:
      'Turn a room-scale scene into a step-by-step training flow with hotspots, events and audio instructions.',
    minutes: 15,
    level: 'Advanced',
    tags: ['training', 'hotspot', 'events', 'audio', 'vr'],
    steps: [
      {
        title: 'Plan the steps',
        body: "Write the procedure as a short numbered list, for example 'check the valve, switch off power, replace the filter'. Each step becomes one station in the scene with a hotspot, an instruction and a result.",
      },
      {
        title: 'Build the work area',
        body: "Create an Augmented Reality project with World Tracking (the Virtual Reality category is marked Coming Soon) and build the work area at real scale. Upload models of the equipment, or use Shapes as stand-ins until the final models are ready.",
      },
      {
        title: 'Add instructions',
        body: "For each step, add a Text panel with one clear instruction and, if you like, an audio clip (.mp3 or .wav, up to 5 MB) with the Audio component. Use spatial sound with a Short range so each instruction is heard at its station.",
      },
      {
        title: 'Place a hotspot per step',
        body: "Add a Hotspot on the part the learner should interact with and label it with the step number. Group the hotspot, its Text and its audio so each station moves as one.",
      },
      {
        title: 'Chain the steps with events',
        body: "On each hotspot, add an Events component with a Click trigger: Disable the current step's hotspot and instruction, and Play the next step's audio. Completed steps disappear as the learner goes, so the lowest remaining number is always the next thing to do.",
      },
      {
        title: 'Show the result of each action',
        body: "Use the Disable action to show changes, such as a cover that disappears to reveal the part underneath, and Enable to bring it back for a reset. The Animation component can add motion to make the change easy to notice.",
      },
      {
        title: 'Finish clearly',
        body: "End with a 'Training complete' Text panel. Optionally add a final hotspot with Redirect to URL that takes learners to a sign-off form.",
      },
    ],
  },
  {
    slug: 'test-and-roll-out-vr-training',
    category: 'vr_training',
    title: 'Test and roll out training in VR',
    description:
      'Check your training scene in a headset, share it with learners and keep versions under control as you improve it.',
    minutes: 8,
    level: 'Intermediate',
    tags: ['vr', 'testing', 'publish', 'version history'],
    steps: [
      {
        title: 'Run it in Preview first',
        body: "Open the Preview tab and click through every step in order. Press Replay after each change so you always test from the start, just as a learner would.",
      },
      {
        title: 'Try it in a headset',
        body: "Publish, open the public link in the headset browser and choose 'View in VR'. Go through the training with controllers and then with your hands to check that every hotspot is easy to reach and select.",
      },
      {
        title: 'Check comfort and reach',
        body: "Place hotspots between waist and shoulder height and within arm's reach of where the learner stands. Keep text large, well lit and a little below eye level so it is easy to read without straining.",
      },
      {
        title: 'Share with learners',
        body: "From the 'Your Changes are Published!' dialog, copy the public link for headsets, the embed link for your training portal, or download the QR code for phones. Learners on phones can tap 'View in AR' to run the same steps in front of them.",
      },
      {
        title: 'Improve safely with versions',
        body: "Every publish creates a new version. If an update breaks a step, open Version History in the file menu and restore the earlier published version while you fix it.",
      },
      {
        title: 'Export for other tools',
        body: "From the Preview window, Export gives you GLB and USDZ files of the scene. These are handy for review in other 3D tools or for archiving a finished course.",
      },
    ],
  },
]
