package app.kalendo;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
